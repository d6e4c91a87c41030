(* This theorem's inputs (sha256), so that a verdict for this file is one for them:
   certificate.stmt 098a03d48c661ab781ab089de522690a88d23f03bdfa5787cf8b8bd7f4bab480
   certificate_defs.v ed7d542bfc6659da4f43f4cf5cad3daa74f5d0b3f8d1830f6f41ea9312dc083b
   certificate_obs0.v e88b7c111d9cb3b2245bdbb5bb9a4235d7278d32bd355b4f11222b1064d15116
   certificate_pm0.v 3e27148f601ec1cceda4a3d1b55bc6a3e867bf2ef4b159453d9d9b72195436a2
   certificate_stmt_pm0.stmt 98b9e6b0aad24faa39bf79266b7612860768890f4e911b8cf756acc54d386769
   certificate_stmt_sm0.stmt f6810a3c6cb579c43d802a1d7a23675b3ec0aa96eb18a05384dcd1b2deb7b4e0
*)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.mlp_tp2 Require Import certificate_stmt certificate_stmt_sm0 certificate_stmt_pm0 certificate_defs certificate_pm0 certificate_obs0.
Definition cert_smsuf0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : seq (step (value R)) := certificate_stmt_sm0 R P_tp n_d n_f_l n_n f_sigmoid ++ [::].
Definition cert_smprog (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : seq (step (value R)) := cert_smsuf0 R P_tp n_d n_f_l n_n f_sigmoid.
Lemma cert_scoped (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : scoped 3 (cert_smprog R P_tp n_d n_f_l n_n f_sigmoid).
Proof. by vm_compute. Qed.
Lemma cert_smd0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) (smprog : seq (step (value R))) (Hsm : smprog = cert_smprog R P_tp n_d n_f_l n_n f_sigmoid) :
  drop 0 smprog = certificate_stmt_sm0 R P_tp n_d n_f_l n_n f_sigmoid ++ [::].
Proof. by rewrite Hsm. Qed.
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
move=> X FX Hx0 Hx1 Hx2 E F.
pose sm (j : BinNums.N) := E (cert_sm j).
have Hall : holds (sm_at sm) (rel_at rel) (nat_of_bin 7%bin) F.
  apply: (@compose_at _ _ (sm_at sm) (rel_at rel) (nat_of_bin 3%bin) pmprog _ FX (nat_of_bin 7%bin) Hpm erefl _ (Hloc _)).
  apply: holds_upto.
  split; first exact (@input_at _ _ (sm_at sm) (rel_at rel) 0 FX (X 0) (@run_before _ 3 smprog X 0 isT) Hx0).
  split; first exact (@input_at _ _ (sm_at sm) (rel_at rel) 1 FX (X 1) (@run_before _ 3 smprog X 1 isT) Hx1).
  split; first exact (@input_at _ _ (sm_at sm) (rel_at rel) 2 FX (X 2) (@run_before _ 3 smprog X 2 isT) Hx2).
  by [].
have Hbin := @holds_binP _ _ sm rel 7%bin F Hall.
exact (@cert_obs0 R P_tp n_d n_f_l n_n f_sigmoid E F Hbin).
Qed.
