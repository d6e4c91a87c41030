From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import RulesHaloShift.
From TV Require Import RulesMissing.
From TV Require Import AttentionBackward.
From TV Require Import Permute.
From TV Require Import RulesHaloBackward.
From TV Require Import RulesHaloOpen.
From TV Require Import RulesHaloShift.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesVocab.
From TV Require Import RulesZigzag.
From TV Require Import RulesZigzagScatter.
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.yoco_a04b_main Require Import certificate_defs certificate_stmt_in3.
Lemma cert_in3 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (smprog : seq (step (value R))) (X : nat -> value R) (FX : nat -> seq nat -> value R) :
  certificate_stmt_in3 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk X FX ->
  range_bin (fun j => run (nat_of_bin 225%bin) smprog X (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 192%bin 225%bin FX.
Proof.
move=> H0.
pose sm := (fun j => run (nat_of_bin 225%bin) smprog X (cert_sm j)); pose rel := cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l.
have smE : forall n, run (nat_of_bin 225%bin) smprog X (cert_sm n) = run (nat_of_bin 225%bin) smprog X (nat_of_bin (get 0%bin cert_sm_tab n)) := fun n => congr1 (run (nat_of_bin 225%bin) smprog X) (cert_smE n).
refine (@range_and _ _ sm rel 192%bin 225%bin FX (X (nat_of_bin 192%bin)) _ (etrans (sm_tab smE 192%bin 192%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 192%bin) isT)) _ H0); intros H1.
refine (@range_and _ _ sm rel 193%bin 225%bin FX (X (nat_of_bin 193%bin)) _ (etrans (sm_tab smE 193%bin 193%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 193%bin) isT)) _ H1); intros H2.
refine (@range_and _ _ sm rel 194%bin 225%bin FX (X (nat_of_bin 194%bin)) _ (etrans (sm_tab smE 194%bin 194%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 194%bin) isT)) _ H2); intros H3.
refine (@range_and _ _ sm rel 195%bin 225%bin FX (X (nat_of_bin 195%bin)) _ (etrans (sm_tab smE 195%bin 195%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 195%bin) isT)) _ H3); intros H4.
refine (@range_and _ _ sm rel 196%bin 225%bin FX (X (nat_of_bin 196%bin)) _ (etrans (sm_tab smE 196%bin 196%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 196%bin) isT)) _ H4); intros H5.
refine (@range_and _ _ sm rel 197%bin 225%bin FX (X (nat_of_bin 197%bin)) _ (etrans (sm_tab smE 197%bin 197%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 197%bin) isT)) _ H5); intros H6.
refine (@range_and _ _ sm rel 198%bin 225%bin FX (X (nat_of_bin 198%bin)) _ (etrans (sm_tab smE 198%bin 198%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 198%bin) isT)) _ H6); intros H7.
refine (@range_and _ _ sm rel 199%bin 225%bin FX (X (nat_of_bin 199%bin)) _ (etrans (sm_tab smE 199%bin 199%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 199%bin) isT)) _ H7); intros H8.
refine (@range_and _ _ sm rel 200%bin 225%bin FX (X (nat_of_bin 200%bin)) _ (etrans (sm_tab smE 200%bin 200%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 200%bin) isT)) _ H8); intros H9.
refine (@range_and _ _ sm rel 201%bin 225%bin FX (X (nat_of_bin 201%bin)) _ (etrans (sm_tab smE 201%bin 201%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 201%bin) isT)) _ H9); intros H10.
refine (@range_and _ _ sm rel 202%bin 225%bin FX (X (nat_of_bin 202%bin)) _ (etrans (sm_tab smE 202%bin 202%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 202%bin) isT)) _ H10); intros H11.
refine (@range_and _ _ sm rel 203%bin 225%bin FX (X (nat_of_bin 203%bin)) _ (etrans (sm_tab smE 203%bin 203%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 203%bin) isT)) _ H11); intros H12.
refine (@range_and _ _ sm rel 204%bin 225%bin FX (X (nat_of_bin 204%bin)) _ (etrans (sm_tab smE 204%bin 204%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 204%bin) isT)) _ H12); intros H13.
refine (@range_and _ _ sm rel 205%bin 225%bin FX (X (nat_of_bin 205%bin)) _ (etrans (sm_tab smE 205%bin 205%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 205%bin) isT)) _ H13); intros H14.
refine (@range_and _ _ sm rel 206%bin 225%bin FX (X (nat_of_bin 206%bin)) _ (etrans (sm_tab smE 206%bin 206%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 206%bin) isT)) _ H14); intros H15.
refine (@range_and _ _ sm rel 207%bin 225%bin FX (X (nat_of_bin 207%bin)) _ (etrans (sm_tab smE 207%bin 207%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 207%bin) isT)) _ H15); intros H16.
refine (@range_and _ _ sm rel 208%bin 225%bin FX (X (nat_of_bin 208%bin)) _ (etrans (sm_tab smE 208%bin 208%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 208%bin) isT)) _ H16); intros H17.
refine (@range_and _ _ sm rel 209%bin 225%bin FX (X (nat_of_bin 209%bin)) _ (etrans (sm_tab smE 209%bin 209%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 209%bin) isT)) _ H17); intros H18.
refine (@range_and _ _ sm rel 210%bin 225%bin FX (X (nat_of_bin 210%bin)) _ (etrans (sm_tab smE 210%bin 210%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 210%bin) isT)) _ H18); intros H19.
refine (@range_and _ _ sm rel 211%bin 225%bin FX (X (nat_of_bin 211%bin)) _ (etrans (sm_tab smE 211%bin 211%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 211%bin) isT)) _ H19); intros H20.
refine (@range_and _ _ sm rel 212%bin 225%bin FX (X (nat_of_bin 212%bin)) _ (etrans (sm_tab smE 212%bin 212%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 212%bin) isT)) _ H20); intros H21.
refine (@range_and _ _ sm rel 213%bin 225%bin FX (X (nat_of_bin 213%bin)) _ (etrans (sm_tab smE 213%bin 213%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 213%bin) isT)) _ H21); intros H22.
refine (@range_and _ _ sm rel 214%bin 225%bin FX (X (nat_of_bin 214%bin)) _ (etrans (sm_tab smE 214%bin 214%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 214%bin) isT)) _ H22); intros H23.
refine (@range_and _ _ sm rel 215%bin 225%bin FX (X (nat_of_bin 215%bin)) _ (etrans (sm_tab smE 215%bin 215%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 215%bin) isT)) _ H23); intros H24.
refine (@range_and _ _ sm rel 216%bin 225%bin FX (X (nat_of_bin 216%bin)) _ (etrans (sm_tab smE 216%bin 216%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 216%bin) isT)) _ H24); intros H25.
refine (@range_and _ _ sm rel 217%bin 225%bin FX (X (nat_of_bin 217%bin)) _ (etrans (sm_tab smE 217%bin 217%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 217%bin) isT)) _ H25); intros H26.
refine (@range_and _ _ sm rel 218%bin 225%bin FX (X (nat_of_bin 218%bin)) _ (etrans (sm_tab smE 218%bin 218%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 218%bin) isT)) _ H26); intros H27.
refine (@range_and _ _ sm rel 219%bin 225%bin FX (X (nat_of_bin 219%bin)) _ (etrans (sm_tab smE 219%bin 219%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 219%bin) isT)) _ H27); intros H28.
refine (@range_and _ _ sm rel 220%bin 225%bin FX (X (nat_of_bin 220%bin)) _ (etrans (sm_tab smE 220%bin 220%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 220%bin) isT)) _ H28); intros H29.
refine (@range_and _ _ sm rel 221%bin 225%bin FX (X (nat_of_bin 221%bin)) _ (etrans (sm_tab smE 221%bin 221%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 221%bin) isT)) _ H29); intros H30.
refine (@range_and _ _ sm rel 222%bin 225%bin FX (X (nat_of_bin 222%bin)) _ (etrans (sm_tab smE 222%bin 222%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 222%bin) isT)) _ H30); intros H31.
refine (@range_and _ _ sm rel 223%bin 225%bin FX (X (nat_of_bin 223%bin)) _ (etrans (sm_tab smE 223%bin 223%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 223%bin) isT)) _ H31); intros H32.
refine (@range_cons _ _ sm rel 224%bin 225%bin FX (X (nat_of_bin 224%bin)) (etrans (sm_tab smE 224%bin 224%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 224%bin) isT)) H32 _).
exact (@range_nil _ _ sm rel 225%bin FX).
Qed.
