From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.mlp_tp2 Require Import certificate_defs certificate_stmt_in0.
Lemma cert_in0 (R : comRingType) (P_tp n_d n_f_l n_n : nat) (f_sigmoid : R -> R) (smprog : seq (step (value R))) (X : nat -> value R) (FX : nat -> seq nat -> value R) :
  certificate_stmt_in0 R P_tp n_d n_f_l n_n f_sigmoid X FX ->
  range_bin (fun j => run 3 smprog X (cert_sm j)) (cert_rel R P_tp n_d n_f_l n_n) 0%bin 3%bin FX.
Proof.
move=> H0.
pose sm := (fun j => run 3 smprog X (cert_sm j)); pose rel := cert_rel R P_tp n_d n_f_l n_n.
have smE : forall n, run 3 smprog X (cert_sm n) = run 3 smprog X (nat_of_bin (get 0%bin cert_sm_tab n)) := fun n => congr1 (run 3 smprog X) (cert_smE n).
refine (@range_and _ _ sm rel 0%bin 3%bin FX (X 0) _ (etrans (sm_tab smE 0%bin 0%bin erefl) (@run_before _ 3 smprog X 0 isT)) _ H0); intros H1.
refine (@range_and _ _ sm rel 1%bin 3%bin FX (X 1) _ (etrans (sm_tab smE 1%bin 1%bin erefl) (@run_before _ 3 smprog X 1 isT)) _ H1); intros H2.
refine (@range_cons _ _ sm rel 2%bin 3%bin FX (X 2) (etrans (sm_tab smE 2%bin 2%bin erefl) (@run_before _ 3 smprog X 2 isT)) H2 _).
exact (@range_nil _ _ sm rel 3%bin FX).
Qed.
