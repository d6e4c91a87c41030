From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import AttentionBackward.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesVocab.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.llama1_tp2_residual_commuted Require Import certificate_defs certificate_stmt_in0.
Lemma cert_in0 (R : fieldType) (P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (smprog : seq (step (value R))) (X : nat -> value R) (FX : nat -> seq nat -> value R) :
  certificate_stmt_in0 R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid X FX ->
  range_bin (fun j => run 15 smprog X (cert_sm j)) (cert_rel R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l) 0%bin 15%bin FX.
Proof.
move=> H0.
pose sm := (fun j => run 15 smprog X (cert_sm j)); pose rel := cert_rel R P_tp n_V_l n_Dr n_G n_Hkv_l n_N_s n_f_l n_B_l.
have smE : forall n, run 15 smprog X (cert_sm n) = run 15 smprog X (nat_of_bin (get 0%bin cert_sm_tab n)) := fun n => congr1 (run 15 smprog X) (cert_smE n).
refine (@range_and _ _ sm rel 0%bin 15%bin FX (X 0) _ (etrans (sm_tab smE 0%bin 0%bin erefl) (@run_before _ 15 smprog X 0 isT)) _ H0); intros H1.
refine (@range_and _ _ sm rel 1%bin 15%bin FX (X 1) _ (etrans (sm_tab smE 1%bin 1%bin erefl) (@run_before _ 15 smprog X 1 isT)) _ H1); intros H2.
refine (@range_and _ _ sm rel 2%bin 15%bin FX (X 2) _ (etrans (sm_tab smE 2%bin 2%bin erefl) (@run_before _ 15 smprog X 2 isT)) _ H2); intros H3.
refine (@range_and _ _ sm rel 3%bin 15%bin FX (X 3) _ (etrans (sm_tab smE 3%bin 3%bin erefl) (@run_before _ 15 smprog X 3 isT)) _ H3); intros H4.
refine (@range_and _ _ sm rel 4%bin 15%bin FX (X 4) _ (etrans (sm_tab smE 4%bin 4%bin erefl) (@run_before _ 15 smprog X 4 isT)) _ H4); intros H5.
refine (@range_and _ _ sm rel 5%bin 15%bin FX (X 5) _ (etrans (sm_tab smE 5%bin 5%bin erefl) (@run_before _ 15 smprog X 5 isT)) _ H5); intros H6.
refine (@range_and _ _ sm rel 6%bin 15%bin FX (X 6) _ (etrans (sm_tab smE 6%bin 6%bin erefl) (@run_before _ 15 smprog X 6 isT)) _ H6); intros H7.
refine (@range_and _ _ sm rel 7%bin 15%bin FX (X 7) _ (etrans (sm_tab smE 7%bin 7%bin erefl) (@run_before _ 15 smprog X 7 isT)) _ H7); intros H8.
refine (@range_and _ _ sm rel 8%bin 15%bin FX (X 8) _ (etrans (sm_tab smE 8%bin 8%bin erefl) (@run_before _ 15 smprog X 8 isT)) _ H8); intros H9.
refine (@range_and _ _ sm rel 9%bin 15%bin FX (X 9) _ (etrans (sm_tab smE 9%bin 9%bin erefl) (@run_before _ 15 smprog X 9 isT)) _ H9); intros H10.
refine (@range_and _ _ sm rel 10%bin 15%bin FX (X 10) _ (etrans (sm_tab smE 10%bin 10%bin erefl) (@run_before _ 15 smprog X 10 isT)) _ H10); intros H11.
refine (@range_and _ _ sm rel 11%bin 15%bin FX (X 11) _ (etrans (sm_tab smE 11%bin 11%bin erefl) (@run_before _ 15 smprog X 11 isT)) _ H11); intros H12.
refine (@range_and _ _ sm rel 12%bin 15%bin FX (X 12) _ (etrans (sm_tab smE 12%bin 12%bin erefl) (@run_before _ 15 smprog X 12 isT)) _ H12); intros H13.
refine (@range_and _ _ sm rel 13%bin 15%bin FX (X 13) _ (etrans (sm_tab smE 13%bin 13%bin erefl) (@run_before _ 15 smprog X 13 isT)) _ H13); intros H14.
refine (@range_cons _ _ sm rel 14%bin 15%bin FX (X 14) (etrans (sm_tab smE 14%bin 14%bin erefl) (@run_before _ 15 smprog X 14 isT)) H14 _).
exact (@range_nil _ _ sm rel 15%bin FX).
Qed.
