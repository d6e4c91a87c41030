From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import ComposeFast ComposeChunks.
From Gen.mlp_tp2 Require Import certificate_defs certificate_sm0 certificate_pm0.
Definition cert_smsuf0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : seq (step (value R)) := cert_smc0 R P_tp n_d n_f_l n_n f_sigmoid ++ [::].
Definition cert_smprog (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : seq (step (value R)) := cert_smsuf0 R P_tp n_d n_f_l n_n f_sigmoid.
Lemma cert_scoped (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : scoped 3 (cert_smprog R P_tp n_d n_f_l n_n f_sigmoid).
Proof. by vm_compute. Qed.
Lemma cert_smd0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) (smprog : seq (step (value R))) (Hsm : smprog = cert_smprog R P_tp n_d n_f_l n_n f_sigmoid) :
  drop 0 smprog = cert_smc0 R P_tp n_d n_f_l n_n f_sigmoid ++ [::].
Proof. by rewrite Hsm. Qed.
Definition cert_pmprog (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) : seq (step (seq nat -> value R)) :=
  cert_pm0 R P_tp n_d n_f_l n_n f_sigmoid.
Lemma cert_locals (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) (smprog : seq (step (value R))) (Hsm : smprog = cert_smprog R P_tp n_d n_f_l n_n f_sigmoid) (E0 : nat -> value R) :
  locals (fun j => run 3 smprog E0 (nth 0 cert_sm j)) (cert_rel R P_tp n_d n_f_l n_n) 3 (cert_pmprog R P_tp n_d n_f_l n_n f_sigmoid).
Proof.
have Hsc : scoped 3 smprog by rewrite Hsm; exact (@cert_scoped R P_tp n_d n_f_l n_n f_sigmoid).
rewrite /cert_pmprog.
exact (@cert_pm0_locals R P_tp n_d n_f_l n_n f_sigmoid smprog Hsc _ (@cert_smd0 R P_tp n_d n_f_l n_n f_sigmoid smprog Hsm) E0).
Qed.
Theorem certificate : forall (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R),
  forall smprog : seq (step (value R)),
  smprog = [:: Step [:: 0; 1] (fun vs => VR (op_matmul n_d (asR (arg vs 0)) (asR (arg vs 1))));
             Step [:: 3] (fun vs => VR (op_silu f_sigmoid (asR (arg vs 0))));
             Step [:: 4; 2] (fun vs => VR (op_matmul (P_tp * n_f_l) (asR (arg vs 0)) (asR (arg vs 1))))] ->
  forall pmprog : seq (step (seq nat -> value R)),
  pmprog = [:: Step [:: 0; 1] (fun vs r => VR (op_matmul n_d (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 3] (fun vs r => VR (op_silu f_sigmoid (asR (argf vs 0 r))));
             Step [:: 4; 2] (fun vs r => VR (op_matmul n_f_l (asR (argf vs 0 r)) (asR (argf vs 1 r))));
             Step [:: 5] (fun vs r => VR (op_all_reduce P_tp 1 (fun j => asR (argf vs 0 (set_nth 0 r 0 j)))))] ->
  forall (X : nat -> value R) (FX : nat -> seq nat -> value R),
  rel_replicated P_tp [:: n_n; n_d] (asR (X 0)) (fun r => asR (FX 0 [:: r])) ->
  rel_contiguous_shard P_tp 1 n_f_l [:: n_d; n_f_l] (asR (X 1)) (fun r => asR (FX 1 [:: r])) ->
  rel_contiguous_shard P_tp 0 n_f_l [:: n_f_l; n_d] (asR (X 2)) (fun r => asR (FX 2 [:: r])) ->
  let E := run 3 smprog X in
  let F := run 3 pmprog FX in
  rel_replicated P_tp [:: n_n; n_d] (asR (E 5)) (fun r => asR (F 6 [:: r])).
Proof.
move=> R P_tp n_d n_f_l n_n f_sigmoid smprog Hsm pmprog Hpm.
pose rel := cert_rel R P_tp n_d n_f_l n_n.
have Hsm' : smprog = cert_smprog R P_tp n_d n_f_l n_n f_sigmoid := Hsm.
have Hpm' : pmprog = cert_pmprog R P_tp n_d n_f_l n_n f_sigmoid := Hpm.
have Hloc : forall E0 : nat -> value R, locals (fun j => run 3 smprog E0 (nth 0 cert_sm j)) rel 3 pmprog.
  move=> E0; rewrite Hpm'; exact (@cert_locals R P_tp n_d n_f_l n_n f_sigmoid smprog Hsm' E0).
move=> X FX Hx0 Hx1 Hx2 E F.
pose sm (j : nat) := E (nth 0 cert_sm j).
have Hall : holds sm rel 7 F.
  apply: (@compose_at _ _ sm rel 3 pmprog _ FX 7 Hpm erefl _ (Hloc _)).
  apply: holds_upto.
  split; first exact (@input_at _ _ sm rel 0 FX (X 0) (@run_before _ 3 smprog X 0 isT) Hx0).
  split; first exact (@input_at _ _ sm rel 1 FX (X 1) (@run_before _ 3 smprog X 1 isT) Hx1).
  split; first exact (@input_at _ _ sm rel 2 FX (X 2) (@run_before _ 3 smprog X 2 isT) Hx2).
  by [].
exact (Hall 6 isT).
Qed.
