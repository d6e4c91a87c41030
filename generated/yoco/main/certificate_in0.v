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
From Gen.yoco_a04b_main Require Import certificate_defs certificate_stmt_in0.
Lemma cert_in0 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (smprog : seq (step (value R))) (X : nat -> value R) (FX : nat -> seq nat -> value R) :
  certificate_stmt_in0 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk X FX ->
  range_bin (fun j => run (nat_of_bin 225%bin) smprog X (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 0%bin 64%bin FX.
Proof.
move=> H0.
pose sm := (fun j => run (nat_of_bin 225%bin) smprog X (cert_sm j)); pose rel := cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l.
have smE : forall n, run (nat_of_bin 225%bin) smprog X (cert_sm n) = run (nat_of_bin 225%bin) smprog X (nat_of_bin (get 0%bin cert_sm_tab n)) := fun n => congr1 (run (nat_of_bin 225%bin) smprog X) (cert_smE n).
refine (@range_and _ _ sm rel 0%bin 64%bin FX (X 0) _ (etrans (sm_tab smE 0%bin 0%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 0 isT)) _ H0); intros H1.
refine (@range_and _ _ sm rel 1%bin 64%bin FX (X 1) _ (etrans (sm_tab smE 1%bin 1%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 1 isT)) _ H1); intros H2.
refine (@range_and _ _ sm rel 2%bin 64%bin FX (X 2) _ (etrans (sm_tab smE 2%bin 2%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 2 isT)) _ H2); intros H3.
refine (@range_and _ _ sm rel 3%bin 64%bin FX (X 3) _ (etrans (sm_tab smE 3%bin 3%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 3 isT)) _ H3); intros H4.
refine (@range_and _ _ sm rel 4%bin 64%bin FX (X 4) _ (etrans (sm_tab smE 4%bin 4%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 4 isT)) _ H4); intros H5.
refine (@range_and _ _ sm rel 5%bin 64%bin FX (X 5) _ (etrans (sm_tab smE 5%bin 5%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 5 isT)) _ H5); intros H6.
refine (@range_and _ _ sm rel 6%bin 64%bin FX (X 6) _ (etrans (sm_tab smE 6%bin 6%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 6 isT)) _ H6); intros H7.
refine (@range_and _ _ sm rel 7%bin 64%bin FX (X 7) _ (etrans (sm_tab smE 7%bin 7%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 7 isT)) _ H7); intros H8.
refine (@range_and _ _ sm rel 8%bin 64%bin FX (X 8) _ (etrans (sm_tab smE 8%bin 8%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 8 isT)) _ H8); intros H9.
refine (@range_and _ _ sm rel 9%bin 64%bin FX (X 9) _ (etrans (sm_tab smE 9%bin 9%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 9 isT)) _ H9); intros H10.
refine (@range_and _ _ sm rel 10%bin 64%bin FX (X 10) _ (etrans (sm_tab smE 10%bin 10%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 10 isT)) _ H10); intros H11.
refine (@range_and _ _ sm rel 11%bin 64%bin FX (X 11) _ (etrans (sm_tab smE 11%bin 11%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 11 isT)) _ H11); intros H12.
refine (@range_and _ _ sm rel 12%bin 64%bin FX (X 12) _ (etrans (sm_tab smE 12%bin 12%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 12 isT)) _ H12); intros H13.
refine (@range_and _ _ sm rel 13%bin 64%bin FX (X 13) _ (etrans (sm_tab smE 13%bin 13%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 13 isT)) _ H13); intros H14.
refine (@range_and _ _ sm rel 14%bin 64%bin FX (X 14) _ (etrans (sm_tab smE 14%bin 14%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 14 isT)) _ H14); intros H15.
refine (@range_and _ _ sm rel 15%bin 64%bin FX (X 15) _ (etrans (sm_tab smE 15%bin 15%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 15 isT)) _ H15); intros H16.
refine (@range_and _ _ sm rel 16%bin 64%bin FX (X 16) _ (etrans (sm_tab smE 16%bin 16%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 16 isT)) _ H16); intros H17.
refine (@range_and _ _ sm rel 17%bin 64%bin FX (X 17) _ (etrans (sm_tab smE 17%bin 17%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 17 isT)) _ H17); intros H18.
refine (@range_and _ _ sm rel 18%bin 64%bin FX (X 18) _ (etrans (sm_tab smE 18%bin 18%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 18 isT)) _ H18); intros H19.
refine (@range_and _ _ sm rel 19%bin 64%bin FX (X 19) _ (etrans (sm_tab smE 19%bin 19%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 19 isT)) _ H19); intros H20.
refine (@range_and _ _ sm rel 20%bin 64%bin FX (X 20) _ (etrans (sm_tab smE 20%bin 20%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 20 isT)) _ H20); intros H21.
refine (@range_and _ _ sm rel 21%bin 64%bin FX (X 21) _ (etrans (sm_tab smE 21%bin 21%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 21 isT)) _ H21); intros H22.
refine (@range_and _ _ sm rel 22%bin 64%bin FX (X 22) _ (etrans (sm_tab smE 22%bin 22%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 22 isT)) _ H22); intros H23.
refine (@range_and _ _ sm rel 23%bin 64%bin FX (X 23) _ (etrans (sm_tab smE 23%bin 23%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 23 isT)) _ H23); intros H24.
refine (@range_and _ _ sm rel 24%bin 64%bin FX (X 24) _ (etrans (sm_tab smE 24%bin 24%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 24 isT)) _ H24); intros H25.
refine (@range_and _ _ sm rel 25%bin 64%bin FX (X 25) _ (etrans (sm_tab smE 25%bin 25%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 25 isT)) _ H25); intros H26.
refine (@range_and _ _ sm rel 26%bin 64%bin FX (X 26) _ (etrans (sm_tab smE 26%bin 26%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 26 isT)) _ H26); intros H27.
refine (@range_and _ _ sm rel 27%bin 64%bin FX (X 27) _ (etrans (sm_tab smE 27%bin 27%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 27 isT)) _ H27); intros H28.
refine (@range_and _ _ sm rel 28%bin 64%bin FX (X 28) _ (etrans (sm_tab smE 28%bin 28%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 28 isT)) _ H28); intros H29.
refine (@range_and _ _ sm rel 29%bin 64%bin FX (X 29) _ (etrans (sm_tab smE 29%bin 29%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 29 isT)) _ H29); intros H30.
refine (@range_and _ _ sm rel 30%bin 64%bin FX (X 30) _ (etrans (sm_tab smE 30%bin 30%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 30 isT)) _ H30); intros H31.
refine (@range_and _ _ sm rel 31%bin 64%bin FX (X 31) _ (etrans (sm_tab smE 31%bin 31%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 31 isT)) _ H31); intros H32.
refine (@range_and _ _ sm rel 32%bin 64%bin FX (X 32) _ (etrans (sm_tab smE 32%bin 32%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 32 isT)) _ H32); intros H33.
refine (@range_and _ _ sm rel 33%bin 64%bin FX (X 33) _ (etrans (sm_tab smE 33%bin 33%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 33 isT)) _ H33); intros H34.
refine (@range_and _ _ sm rel 34%bin 64%bin FX (X 34) _ (etrans (sm_tab smE 34%bin 34%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 34 isT)) _ H34); intros H35.
refine (@range_and _ _ sm rel 35%bin 64%bin FX (X 35) _ (etrans (sm_tab smE 35%bin 35%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 35 isT)) _ H35); intros H36.
refine (@range_and _ _ sm rel 36%bin 64%bin FX (X 36) _ (etrans (sm_tab smE 36%bin 36%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 36 isT)) _ H36); intros H37.
refine (@range_and _ _ sm rel 37%bin 64%bin FX (X 37) _ (etrans (sm_tab smE 37%bin 37%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 37 isT)) _ H37); intros H38.
refine (@range_and _ _ sm rel 38%bin 64%bin FX (X 38) _ (etrans (sm_tab smE 38%bin 38%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 38 isT)) _ H38); intros H39.
refine (@range_and _ _ sm rel 39%bin 64%bin FX (X 39) _ (etrans (sm_tab smE 39%bin 39%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 39 isT)) _ H39); intros H40.
refine (@range_and _ _ sm rel 40%bin 64%bin FX (X 40) _ (etrans (sm_tab smE 40%bin 40%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 40 isT)) _ H40); intros H41.
refine (@range_and _ _ sm rel 41%bin 64%bin FX (X 41) _ (etrans (sm_tab smE 41%bin 41%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 41 isT)) _ H41); intros H42.
refine (@range_and _ _ sm rel 42%bin 64%bin FX (X 42) _ (etrans (sm_tab smE 42%bin 42%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 42 isT)) _ H42); intros H43.
refine (@range_and _ _ sm rel 43%bin 64%bin FX (X 43) _ (etrans (sm_tab smE 43%bin 43%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 43 isT)) _ H43); intros H44.
refine (@range_and _ _ sm rel 44%bin 64%bin FX (X 44) _ (etrans (sm_tab smE 44%bin 44%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 44 isT)) _ H44); intros H45.
refine (@range_and _ _ sm rel 45%bin 64%bin FX (X 45) _ (etrans (sm_tab smE 45%bin 45%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 45 isT)) _ H45); intros H46.
refine (@range_and _ _ sm rel 46%bin 64%bin FX (X 46) _ (etrans (sm_tab smE 46%bin 46%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 46 isT)) _ H46); intros H47.
refine (@range_and _ _ sm rel 47%bin 64%bin FX (X 47) _ (etrans (sm_tab smE 47%bin 47%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 47 isT)) _ H47); intros H48.
refine (@range_and _ _ sm rel 48%bin 64%bin FX (X 48) _ (etrans (sm_tab smE 48%bin 48%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 48 isT)) _ H48); intros H49.
refine (@range_and _ _ sm rel 49%bin 64%bin FX (X 49) _ (etrans (sm_tab smE 49%bin 49%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 49 isT)) _ H49); intros H50.
refine (@range_and _ _ sm rel 50%bin 64%bin FX (X 50) _ (etrans (sm_tab smE 50%bin 50%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 50 isT)) _ H50); intros H51.
refine (@range_and _ _ sm rel 51%bin 64%bin FX (X 51) _ (etrans (sm_tab smE 51%bin 51%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 51 isT)) _ H51); intros H52.
refine (@range_and _ _ sm rel 52%bin 64%bin FX (X 52) _ (etrans (sm_tab smE 52%bin 52%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 52 isT)) _ H52); intros H53.
refine (@range_and _ _ sm rel 53%bin 64%bin FX (X 53) _ (etrans (sm_tab smE 53%bin 53%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 53 isT)) _ H53); intros H54.
refine (@range_and _ _ sm rel 54%bin 64%bin FX (X 54) _ (etrans (sm_tab smE 54%bin 54%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 54 isT)) _ H54); intros H55.
refine (@range_and _ _ sm rel 55%bin 64%bin FX (X 55) _ (etrans (sm_tab smE 55%bin 55%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 55 isT)) _ H55); intros H56.
refine (@range_and _ _ sm rel 56%bin 64%bin FX (X 56) _ (etrans (sm_tab smE 56%bin 56%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 56 isT)) _ H56); intros H57.
refine (@range_and _ _ sm rel 57%bin 64%bin FX (X 57) _ (etrans (sm_tab smE 57%bin 57%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 57 isT)) _ H57); intros H58.
refine (@range_and _ _ sm rel 58%bin 64%bin FX (X 58) _ (etrans (sm_tab smE 58%bin 58%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 58 isT)) _ H58); intros H59.
refine (@range_and _ _ sm rel 59%bin 64%bin FX (X 59) _ (etrans (sm_tab smE 59%bin 59%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 59 isT)) _ H59); intros H60.
refine (@range_and _ _ sm rel 60%bin 64%bin FX (X 60) _ (etrans (sm_tab smE 60%bin 60%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 60 isT)) _ H60); intros H61.
refine (@range_and _ _ sm rel 61%bin 64%bin FX (X 61) _ (etrans (sm_tab smE 61%bin 61%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 61 isT)) _ H61); intros H62.
refine (@range_and _ _ sm rel 62%bin 64%bin FX (X 62) _ (etrans (sm_tab smE 62%bin 62%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 62 isT)) _ H62); intros H63.
refine (@range_cons _ _ sm rel 63%bin 64%bin FX (X 63) (etrans (sm_tab smE 63%bin 63%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X 63 isT)) H63 _).
exact (@range_nil _ _ sm rel 64%bin FX).
Qed.
