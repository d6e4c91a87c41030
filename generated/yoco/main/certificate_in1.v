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
From Gen.yoco_a04b_main Require Import certificate_defs certificate_stmt_in1.
Lemma cert_in1 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (smprog : seq (step (value R))) (X : nat -> value R) (FX : nat -> seq nat -> value R) :
  certificate_stmt_in1 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk X FX ->
  range_bin (fun j => run (nat_of_bin 225%bin) smprog X (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 64%bin 128%bin FX.
Proof.
move=> H0.
pose sm := (fun j => run (nat_of_bin 225%bin) smprog X (cert_sm j)); pose rel := cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l.
have smE : forall n, run (nat_of_bin 225%bin) smprog X (cert_sm n) = run (nat_of_bin 225%bin) smprog X (nat_of_bin (get 0%bin cert_sm_tab n)) := fun n => congr1 (run (nat_of_bin 225%bin) smprog X) (cert_smE n).
refine (@range_and _ _ sm rel 64%bin 128%bin FX (X (nat_of_bin 64%bin)) _ (etrans (sm_tab smE 64%bin 64%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 64%bin) isT)) _ H0); intros H1.
refine (@range_and _ _ sm rel 65%bin 128%bin FX (X (nat_of_bin 65%bin)) _ (etrans (sm_tab smE 65%bin 65%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 65%bin) isT)) _ H1); intros H2.
refine (@range_and _ _ sm rel 66%bin 128%bin FX (X (nat_of_bin 66%bin)) _ (etrans (sm_tab smE 66%bin 66%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 66%bin) isT)) _ H2); intros H3.
refine (@range_and _ _ sm rel 67%bin 128%bin FX (X (nat_of_bin 67%bin)) _ (etrans (sm_tab smE 67%bin 67%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 67%bin) isT)) _ H3); intros H4.
refine (@range_and _ _ sm rel 68%bin 128%bin FX (X (nat_of_bin 68%bin)) _ (etrans (sm_tab smE 68%bin 68%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 68%bin) isT)) _ H4); intros H5.
refine (@range_and _ _ sm rel 69%bin 128%bin FX (X (nat_of_bin 69%bin)) _ (etrans (sm_tab smE 69%bin 69%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 69%bin) isT)) _ H5); intros H6.
refine (@range_and _ _ sm rel 70%bin 128%bin FX (X (nat_of_bin 70%bin)) _ (etrans (sm_tab smE 70%bin 70%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 70%bin) isT)) _ H6); intros H7.
refine (@range_and _ _ sm rel 71%bin 128%bin FX (X (nat_of_bin 71%bin)) _ (etrans (sm_tab smE 71%bin 71%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 71%bin) isT)) _ H7); intros H8.
refine (@range_and _ _ sm rel 72%bin 128%bin FX (X (nat_of_bin 72%bin)) _ (etrans (sm_tab smE 72%bin 72%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 72%bin) isT)) _ H8); intros H9.
refine (@range_and _ _ sm rel 73%bin 128%bin FX (X (nat_of_bin 73%bin)) _ (etrans (sm_tab smE 73%bin 73%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 73%bin) isT)) _ H9); intros H10.
refine (@range_and _ _ sm rel 74%bin 128%bin FX (X (nat_of_bin 74%bin)) _ (etrans (sm_tab smE 74%bin 74%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 74%bin) isT)) _ H10); intros H11.
refine (@range_and _ _ sm rel 75%bin 128%bin FX (X (nat_of_bin 75%bin)) _ (etrans (sm_tab smE 75%bin 75%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 75%bin) isT)) _ H11); intros H12.
refine (@range_and _ _ sm rel 76%bin 128%bin FX (X (nat_of_bin 76%bin)) _ (etrans (sm_tab smE 76%bin 76%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 76%bin) isT)) _ H12); intros H13.
refine (@range_and _ _ sm rel 77%bin 128%bin FX (X (nat_of_bin 77%bin)) _ (etrans (sm_tab smE 77%bin 77%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 77%bin) isT)) _ H13); intros H14.
refine (@range_and _ _ sm rel 78%bin 128%bin FX (X (nat_of_bin 78%bin)) _ (etrans (sm_tab smE 78%bin 78%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 78%bin) isT)) _ H14); intros H15.
refine (@range_and _ _ sm rel 79%bin 128%bin FX (X (nat_of_bin 79%bin)) _ (etrans (sm_tab smE 79%bin 79%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 79%bin) isT)) _ H15); intros H16.
refine (@range_and _ _ sm rel 80%bin 128%bin FX (X (nat_of_bin 80%bin)) _ (etrans (sm_tab smE 80%bin 80%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 80%bin) isT)) _ H16); intros H17.
refine (@range_and _ _ sm rel 81%bin 128%bin FX (X (nat_of_bin 81%bin)) _ (etrans (sm_tab smE 81%bin 81%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 81%bin) isT)) _ H17); intros H18.
refine (@range_and _ _ sm rel 82%bin 128%bin FX (X (nat_of_bin 82%bin)) _ (etrans (sm_tab smE 82%bin 82%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 82%bin) isT)) _ H18); intros H19.
refine (@range_and _ _ sm rel 83%bin 128%bin FX (X (nat_of_bin 83%bin)) _ (etrans (sm_tab smE 83%bin 83%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 83%bin) isT)) _ H19); intros H20.
refine (@range_and _ _ sm rel 84%bin 128%bin FX (X (nat_of_bin 84%bin)) _ (etrans (sm_tab smE 84%bin 84%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 84%bin) isT)) _ H20); intros H21.
refine (@range_and _ _ sm rel 85%bin 128%bin FX (X (nat_of_bin 85%bin)) _ (etrans (sm_tab smE 85%bin 85%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 85%bin) isT)) _ H21); intros H22.
refine (@range_and _ _ sm rel 86%bin 128%bin FX (X (nat_of_bin 86%bin)) _ (etrans (sm_tab smE 86%bin 86%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 86%bin) isT)) _ H22); intros H23.
refine (@range_and _ _ sm rel 87%bin 128%bin FX (X (nat_of_bin 87%bin)) _ (etrans (sm_tab smE 87%bin 87%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 87%bin) isT)) _ H23); intros H24.
refine (@range_and _ _ sm rel 88%bin 128%bin FX (X (nat_of_bin 88%bin)) _ (etrans (sm_tab smE 88%bin 88%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 88%bin) isT)) _ H24); intros H25.
refine (@range_and _ _ sm rel 89%bin 128%bin FX (X (nat_of_bin 89%bin)) _ (etrans (sm_tab smE 89%bin 89%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 89%bin) isT)) _ H25); intros H26.
refine (@range_and _ _ sm rel 90%bin 128%bin FX (X (nat_of_bin 90%bin)) _ (etrans (sm_tab smE 90%bin 90%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 90%bin) isT)) _ H26); intros H27.
refine (@range_and _ _ sm rel 91%bin 128%bin FX (X (nat_of_bin 91%bin)) _ (etrans (sm_tab smE 91%bin 91%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 91%bin) isT)) _ H27); intros H28.
refine (@range_and _ _ sm rel 92%bin 128%bin FX (X (nat_of_bin 92%bin)) _ (etrans (sm_tab smE 92%bin 92%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 92%bin) isT)) _ H28); intros H29.
refine (@range_and _ _ sm rel 93%bin 128%bin FX (X (nat_of_bin 93%bin)) _ (etrans (sm_tab smE 93%bin 93%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 93%bin) isT)) _ H29); intros H30.
refine (@range_and _ _ sm rel 94%bin 128%bin FX (X (nat_of_bin 94%bin)) _ (etrans (sm_tab smE 94%bin 94%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 94%bin) isT)) _ H30); intros H31.
refine (@range_and _ _ sm rel 95%bin 128%bin FX (X (nat_of_bin 95%bin)) _ (etrans (sm_tab smE 95%bin 95%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 95%bin) isT)) _ H31); intros H32.
refine (@range_and _ _ sm rel 96%bin 128%bin FX (X (nat_of_bin 96%bin)) _ (etrans (sm_tab smE 96%bin 96%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 96%bin) isT)) _ H32); intros H33.
refine (@range_and _ _ sm rel 97%bin 128%bin FX (X (nat_of_bin 97%bin)) _ (etrans (sm_tab smE 97%bin 97%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 97%bin) isT)) _ H33); intros H34.
refine (@range_and _ _ sm rel 98%bin 128%bin FX (X (nat_of_bin 98%bin)) _ (etrans (sm_tab smE 98%bin 98%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 98%bin) isT)) _ H34); intros H35.
refine (@range_and _ _ sm rel 99%bin 128%bin FX (X (nat_of_bin 99%bin)) _ (etrans (sm_tab smE 99%bin 99%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 99%bin) isT)) _ H35); intros H36.
refine (@range_and _ _ sm rel 100%bin 128%bin FX (X (nat_of_bin 100%bin)) _ (etrans (sm_tab smE 100%bin 100%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 100%bin) isT)) _ H36); intros H37.
refine (@range_and _ _ sm rel 101%bin 128%bin FX (X (nat_of_bin 101%bin)) _ (etrans (sm_tab smE 101%bin 101%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 101%bin) isT)) _ H37); intros H38.
refine (@range_and _ _ sm rel 102%bin 128%bin FX (X (nat_of_bin 102%bin)) _ (etrans (sm_tab smE 102%bin 102%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 102%bin) isT)) _ H38); intros H39.
refine (@range_and _ _ sm rel 103%bin 128%bin FX (X (nat_of_bin 103%bin)) _ (etrans (sm_tab smE 103%bin 103%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 103%bin) isT)) _ H39); intros H40.
refine (@range_and _ _ sm rel 104%bin 128%bin FX (X (nat_of_bin 104%bin)) _ (etrans (sm_tab smE 104%bin 104%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 104%bin) isT)) _ H40); intros H41.
refine (@range_and _ _ sm rel 105%bin 128%bin FX (X (nat_of_bin 105%bin)) _ (etrans (sm_tab smE 105%bin 105%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 105%bin) isT)) _ H41); intros H42.
refine (@range_and _ _ sm rel 106%bin 128%bin FX (X (nat_of_bin 106%bin)) _ (etrans (sm_tab smE 106%bin 106%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 106%bin) isT)) _ H42); intros H43.
refine (@range_and _ _ sm rel 107%bin 128%bin FX (X (nat_of_bin 107%bin)) _ (etrans (sm_tab smE 107%bin 107%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 107%bin) isT)) _ H43); intros H44.
refine (@range_and _ _ sm rel 108%bin 128%bin FX (X (nat_of_bin 108%bin)) _ (etrans (sm_tab smE 108%bin 108%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 108%bin) isT)) _ H44); intros H45.
refine (@range_and _ _ sm rel 109%bin 128%bin FX (X (nat_of_bin 109%bin)) _ (etrans (sm_tab smE 109%bin 109%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 109%bin) isT)) _ H45); intros H46.
refine (@range_and _ _ sm rel 110%bin 128%bin FX (X (nat_of_bin 110%bin)) _ (etrans (sm_tab smE 110%bin 110%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 110%bin) isT)) _ H46); intros H47.
refine (@range_and _ _ sm rel 111%bin 128%bin FX (X (nat_of_bin 111%bin)) _ (etrans (sm_tab smE 111%bin 111%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 111%bin) isT)) _ H47); intros H48.
refine (@range_and _ _ sm rel 112%bin 128%bin FX (X (nat_of_bin 112%bin)) _ (etrans (sm_tab smE 112%bin 112%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 112%bin) isT)) _ H48); intros H49.
refine (@range_and _ _ sm rel 113%bin 128%bin FX (X (nat_of_bin 113%bin)) _ (etrans (sm_tab smE 113%bin 113%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 113%bin) isT)) _ H49); intros H50.
refine (@range_and _ _ sm rel 114%bin 128%bin FX (X (nat_of_bin 114%bin)) _ (etrans (sm_tab smE 114%bin 114%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 114%bin) isT)) _ H50); intros H51.
refine (@range_and _ _ sm rel 115%bin 128%bin FX (X (nat_of_bin 115%bin)) _ (etrans (sm_tab smE 115%bin 115%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 115%bin) isT)) _ H51); intros H52.
refine (@range_and _ _ sm rel 116%bin 128%bin FX (X (nat_of_bin 116%bin)) _ (etrans (sm_tab smE 116%bin 116%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 116%bin) isT)) _ H52); intros H53.
refine (@range_and _ _ sm rel 117%bin 128%bin FX (X (nat_of_bin 117%bin)) _ (etrans (sm_tab smE 117%bin 117%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 117%bin) isT)) _ H53); intros H54.
refine (@range_and _ _ sm rel 118%bin 128%bin FX (X (nat_of_bin 118%bin)) _ (etrans (sm_tab smE 118%bin 118%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 118%bin) isT)) _ H54); intros H55.
refine (@range_and _ _ sm rel 119%bin 128%bin FX (X (nat_of_bin 119%bin)) _ (etrans (sm_tab smE 119%bin 119%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 119%bin) isT)) _ H55); intros H56.
refine (@range_and _ _ sm rel 120%bin 128%bin FX (X (nat_of_bin 120%bin)) _ (etrans (sm_tab smE 120%bin 120%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 120%bin) isT)) _ H56); intros H57.
refine (@range_and _ _ sm rel 121%bin 128%bin FX (X (nat_of_bin 121%bin)) _ (etrans (sm_tab smE 121%bin 121%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 121%bin) isT)) _ H57); intros H58.
refine (@range_and _ _ sm rel 122%bin 128%bin FX (X (nat_of_bin 122%bin)) _ (etrans (sm_tab smE 122%bin 122%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 122%bin) isT)) _ H58); intros H59.
refine (@range_and _ _ sm rel 123%bin 128%bin FX (X (nat_of_bin 123%bin)) _ (etrans (sm_tab smE 123%bin 123%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 123%bin) isT)) _ H59); intros H60.
refine (@range_and _ _ sm rel 124%bin 128%bin FX (X (nat_of_bin 124%bin)) _ (etrans (sm_tab smE 124%bin 124%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 124%bin) isT)) _ H60); intros H61.
refine (@range_and _ _ sm rel 125%bin 128%bin FX (X (nat_of_bin 125%bin)) _ (etrans (sm_tab smE 125%bin 125%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 125%bin) isT)) _ H61); intros H62.
refine (@range_and _ _ sm rel 126%bin 128%bin FX (X (nat_of_bin 126%bin)) _ (etrans (sm_tab smE 126%bin 126%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 126%bin) isT)) _ H62); intros H63.
refine (@range_cons _ _ sm rel 127%bin 128%bin FX (X (nat_of_bin 127%bin)) (etrans (sm_tab smE 127%bin 127%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 127%bin) isT)) H63 _).
exact (@range_nil _ _ sm rel 128%bin FX).
Qed.
