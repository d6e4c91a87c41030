(* This theorem's inputs (sha256), so that a verdict for this file is one for them:
   certificate.stmt 44d963ef8dc3eacc09225556cd6a7a4a017f98810346d8f5aec190a900d20d1e
   certificate_defs.v 68786d2143e099c4522d3358807d6448a82239f45e534eea71f3891912861459
   certificate_in0.v b549e764c9a44d89c60a12584d709549a53671dce88647ff6947eeaaf3bbd8cc
   certificate_obs0.v 108bb0c17393193d8eb1c3402b2de13ebb037aebbd112e7b3b9e3513de3e7d25
   certificate_pm0.v 281b4348490341a7226fec69bfdaeaac92726abe809d0e2bf0e49ecd89042368
   certificate_scoped.v e1205bbf13525e5c5d071e10d52f3771f4b9efd2a773d177fafc5d220ae33f51
   certificate_smprog.v c9c977d46864a1bc580298bf6df396edfe17fcd7bedeb3975b7b1dbd93e61a83
   certificate_stmt_in0.stmt 9d0374ba925ab242339b8a35ad76cbb159e9493eb1a8d27fb79a002cefec79b6
   certificate_stmt_obs0.stmt cd6ebe96adf993346609aaf8fe1d46030fad19bf8b5e243754ac75db3cc7f255
   certificate_stmt_pm0.stmt 98b9e6b0aad24faa39bf79266b7612860768890f4e911b8cf756acc54d386769
   certificate_stmt_sm0.stmt f6810a3c6cb579c43d802a1d7a23675b3ec0aa96eb18a05384dcd1b2deb7b4e0
*)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.mlp_tp2 Require Import certificate_stmt certificate_stmt_sm0 certificate_stmt_pm0 certificate_stmt_in0 certificate_stmt_obs0 certificate_defs certificate_smprog certificate_scoped certificate_pm0 certificate_in0 certificate_obs0.
Definition cert_pmprog (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : seq (step (seq nat -> value R)) :=
  certificate_stmt_pm0 R P_tp n_d n_f_l n_n f_sigmoid.
Lemma cert_locals (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) (smprog : seq (step (value R))) (Hsm : smprog = cert_smprog R P_tp n_d n_f_l n_n f_sigmoid) (E0 : nat -> value R) :
  locals (sm_at (fun j => run 3 smprog E0 (cert_sm j))) (rel_at (cert_rel R P_tp n_d n_f_l n_n)) (nat_of_bin 3%bin) (cert_pmprog R P_tp n_d n_f_l n_n f_sigmoid).
Proof.
have Hsc : scoped 3 smprog by rewrite Hsm; exact (@cert_scoped R P_tp n_d n_f_l n_n f_sigmoid).
rewrite /cert_pmprog.
exact (@cert_pm0_locals R P_tp n_d n_f_l n_n f_sigmoid smprog Hsc _ (@cert_smd0 R P_tp n_d n_f_l n_n f_sigmoid smprog Hsm) E0).
Qed.
Theorem certificate : certificate_stmt.
Proof.
red.
move=> R P_tp n_d n_f_l n_n f_sigmoid smprog Hsm pmprog Hpm.
pose rel := cert_rel R P_tp n_d n_f_l n_n.
have Hsm' : smprog = cert_smprog R P_tp n_d n_f_l n_n f_sigmoid := Hsm.
have Hpm' : pmprog = cert_pmprog R P_tp n_d n_f_l n_n f_sigmoid := Hpm.
have Hloc : forall E0 : nat -> value R, locals (sm_at (fun j => run 3 smprog E0 (cert_sm j))) (rel_at (cert_rel R P_tp n_d n_f_l n_n)) (nat_of_bin 3%bin) pmprog.
  move=> E0; rewrite Hpm'; exact (@cert_locals R P_tp n_d n_f_l n_n f_sigmoid smprog Hsm' E0).
move=> X FX Hin0 E F.
pose sm (j : BinNums.N) := E (cert_sm j).
have Hall : holds (sm_at sm) (rel_at rel) (nat_of_bin 7%bin) F.
  apply: (@compose_at _ _ (sm_at sm) (rel_at rel) (nat_of_bin 3%bin) pmprog _ FX (nat_of_bin 7%bin) Hpm erefl _ (Hloc _)).
  apply: holds_binI; apply: holds_bin_range.
  exact (@cert_in0 R P_tp n_d n_f_l n_n f_sigmoid smprog X FX Hin0).
have Hbin := @holds_binP _ _ sm rel 7%bin F Hall.
exact (@cert_obs0 R P_tp n_d n_f_l n_n f_sigmoid E F Hbin).
Qed.
