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
From Gen.yoco_a04b_main Require Import certificate_defs certificate_stmt_in2.
Lemma cert_in2 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (smprog : seq (step (value R))) (X : nat -> value R) (FX : nat -> seq nat -> value R) :
  certificate_stmt_in2 R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l f_exp f_log f_rope_cos f_rope_sin f_rsqrt f_sigmoid f_topk X FX ->
  range_bin (fun j => run (nat_of_bin 225%bin) smprog X (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 128%bin 192%bin FX.
Proof.
move=> H0.
pose sm := (fun j => run (nat_of_bin 225%bin) smprog X (cert_sm j)); pose rel := cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l.
have smE : forall n, run (nat_of_bin 225%bin) smprog X (cert_sm n) = run (nat_of_bin 225%bin) smprog X (nat_of_bin (get 0%bin cert_sm_tab n)) := fun n => congr1 (run (nat_of_bin 225%bin) smprog X) (cert_smE n).
refine (@range_and _ _ sm rel 128%bin 192%bin FX (X (nat_of_bin 128%bin)) _ (etrans (sm_tab smE 128%bin 128%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 128%bin) isT)) _ H0); intros H1.
refine (@range_and _ _ sm rel 129%bin 192%bin FX (X (nat_of_bin 129%bin)) _ (etrans (sm_tab smE 129%bin 129%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 129%bin) isT)) _ H1); intros H2.
refine (@range_and _ _ sm rel 130%bin 192%bin FX (X (nat_of_bin 130%bin)) _ (etrans (sm_tab smE 130%bin 130%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 130%bin) isT)) _ H2); intros H3.
refine (@range_and _ _ sm rel 131%bin 192%bin FX (X (nat_of_bin 131%bin)) _ (etrans (sm_tab smE 131%bin 131%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 131%bin) isT)) _ H3); intros H4.
refine (@range_and _ _ sm rel 132%bin 192%bin FX (X (nat_of_bin 132%bin)) _ (etrans (sm_tab smE 132%bin 132%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 132%bin) isT)) _ H4); intros H5.
refine (@range_and _ _ sm rel 133%bin 192%bin FX (X (nat_of_bin 133%bin)) _ (etrans (sm_tab smE 133%bin 133%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 133%bin) isT)) _ H5); intros H6.
refine (@range_and _ _ sm rel 134%bin 192%bin FX (X (nat_of_bin 134%bin)) _ (etrans (sm_tab smE 134%bin 134%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 134%bin) isT)) _ H6); intros H7.
refine (@range_and _ _ sm rel 135%bin 192%bin FX (X (nat_of_bin 135%bin)) _ (etrans (sm_tab smE 135%bin 135%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 135%bin) isT)) _ H7); intros H8.
refine (@range_and _ _ sm rel 136%bin 192%bin FX (X (nat_of_bin 136%bin)) _ (etrans (sm_tab smE 136%bin 136%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 136%bin) isT)) _ H8); intros H9.
refine (@range_and _ _ sm rel 137%bin 192%bin FX (X (nat_of_bin 137%bin)) _ (etrans (sm_tab smE 137%bin 137%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 137%bin) isT)) _ H9); intros H10.
refine (@range_and _ _ sm rel 138%bin 192%bin FX (X (nat_of_bin 138%bin)) _ (etrans (sm_tab smE 138%bin 138%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 138%bin) isT)) _ H10); intros H11.
refine (@range_and _ _ sm rel 139%bin 192%bin FX (X (nat_of_bin 139%bin)) _ (etrans (sm_tab smE 139%bin 139%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 139%bin) isT)) _ H11); intros H12.
refine (@range_and _ _ sm rel 140%bin 192%bin FX (X (nat_of_bin 140%bin)) _ (etrans (sm_tab smE 140%bin 140%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 140%bin) isT)) _ H12); intros H13.
refine (@range_and _ _ sm rel 141%bin 192%bin FX (X (nat_of_bin 141%bin)) _ (etrans (sm_tab smE 141%bin 141%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 141%bin) isT)) _ H13); intros H14.
refine (@range_and _ _ sm rel 142%bin 192%bin FX (X (nat_of_bin 142%bin)) _ (etrans (sm_tab smE 142%bin 142%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 142%bin) isT)) _ H14); intros H15.
refine (@range_and _ _ sm rel 143%bin 192%bin FX (X (nat_of_bin 143%bin)) _ (etrans (sm_tab smE 143%bin 143%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 143%bin) isT)) _ H15); intros H16.
refine (@range_and _ _ sm rel 144%bin 192%bin FX (X (nat_of_bin 144%bin)) _ (etrans (sm_tab smE 144%bin 144%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 144%bin) isT)) _ H16); intros H17.
refine (@range_and _ _ sm rel 145%bin 192%bin FX (X (nat_of_bin 145%bin)) _ (etrans (sm_tab smE 145%bin 145%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 145%bin) isT)) _ H17); intros H18.
refine (@range_and _ _ sm rel 146%bin 192%bin FX (X (nat_of_bin 146%bin)) _ (etrans (sm_tab smE 146%bin 146%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 146%bin) isT)) _ H18); intros H19.
refine (@range_and _ _ sm rel 147%bin 192%bin FX (X (nat_of_bin 147%bin)) _ (etrans (sm_tab smE 147%bin 147%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 147%bin) isT)) _ H19); intros H20.
refine (@range_and _ _ sm rel 148%bin 192%bin FX (X (nat_of_bin 148%bin)) _ (etrans (sm_tab smE 148%bin 148%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 148%bin) isT)) _ H20); intros H21.
refine (@range_and _ _ sm rel 149%bin 192%bin FX (X (nat_of_bin 149%bin)) _ (etrans (sm_tab smE 149%bin 149%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 149%bin) isT)) _ H21); intros H22.
refine (@range_and _ _ sm rel 150%bin 192%bin FX (X (nat_of_bin 150%bin)) _ (etrans (sm_tab smE 150%bin 150%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 150%bin) isT)) _ H22); intros H23.
refine (@range_and _ _ sm rel 151%bin 192%bin FX (X (nat_of_bin 151%bin)) _ (etrans (sm_tab smE 151%bin 151%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 151%bin) isT)) _ H23); intros H24.
refine (@range_and _ _ sm rel 152%bin 192%bin FX (X (nat_of_bin 152%bin)) _ (etrans (sm_tab smE 152%bin 152%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 152%bin) isT)) _ H24); intros H25.
refine (@range_and _ _ sm rel 153%bin 192%bin FX (X (nat_of_bin 153%bin)) _ (etrans (sm_tab smE 153%bin 153%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 153%bin) isT)) _ H25); intros H26.
refine (@range_and _ _ sm rel 154%bin 192%bin FX (X (nat_of_bin 154%bin)) _ (etrans (sm_tab smE 154%bin 154%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 154%bin) isT)) _ H26); intros H27.
refine (@range_and _ _ sm rel 155%bin 192%bin FX (X (nat_of_bin 155%bin)) _ (etrans (sm_tab smE 155%bin 155%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 155%bin) isT)) _ H27); intros H28.
refine (@range_and _ _ sm rel 156%bin 192%bin FX (X (nat_of_bin 156%bin)) _ (etrans (sm_tab smE 156%bin 156%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 156%bin) isT)) _ H28); intros H29.
refine (@range_and _ _ sm rel 157%bin 192%bin FX (X (nat_of_bin 157%bin)) _ (etrans (sm_tab smE 157%bin 157%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 157%bin) isT)) _ H29); intros H30.
refine (@range_and _ _ sm rel 158%bin 192%bin FX (X (nat_of_bin 158%bin)) _ (etrans (sm_tab smE 158%bin 158%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 158%bin) isT)) _ H30); intros H31.
refine (@range_and _ _ sm rel 159%bin 192%bin FX (X (nat_of_bin 159%bin)) _ (etrans (sm_tab smE 159%bin 159%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 159%bin) isT)) _ H31); intros H32.
refine (@range_and _ _ sm rel 160%bin 192%bin FX (X (nat_of_bin 160%bin)) _ (etrans (sm_tab smE 160%bin 160%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 160%bin) isT)) _ H32); intros H33.
refine (@range_and _ _ sm rel 161%bin 192%bin FX (X (nat_of_bin 161%bin)) _ (etrans (sm_tab smE 161%bin 161%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 161%bin) isT)) _ H33); intros H34.
refine (@range_and _ _ sm rel 162%bin 192%bin FX (X (nat_of_bin 162%bin)) _ (etrans (sm_tab smE 162%bin 162%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 162%bin) isT)) _ H34); intros H35.
refine (@range_and _ _ sm rel 163%bin 192%bin FX (X (nat_of_bin 163%bin)) _ (etrans (sm_tab smE 163%bin 163%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 163%bin) isT)) _ H35); intros H36.
refine (@range_and _ _ sm rel 164%bin 192%bin FX (X (nat_of_bin 164%bin)) _ (etrans (sm_tab smE 164%bin 164%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 164%bin) isT)) _ H36); intros H37.
refine (@range_and _ _ sm rel 165%bin 192%bin FX (X (nat_of_bin 165%bin)) _ (etrans (sm_tab smE 165%bin 165%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 165%bin) isT)) _ H37); intros H38.
refine (@range_and _ _ sm rel 166%bin 192%bin FX (X (nat_of_bin 166%bin)) _ (etrans (sm_tab smE 166%bin 166%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 166%bin) isT)) _ H38); intros H39.
refine (@range_and _ _ sm rel 167%bin 192%bin FX (X (nat_of_bin 167%bin)) _ (etrans (sm_tab smE 167%bin 167%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 167%bin) isT)) _ H39); intros H40.
refine (@range_and _ _ sm rel 168%bin 192%bin FX (X (nat_of_bin 168%bin)) _ (etrans (sm_tab smE 168%bin 168%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 168%bin) isT)) _ H40); intros H41.
refine (@range_and _ _ sm rel 169%bin 192%bin FX (X (nat_of_bin 169%bin)) _ (etrans (sm_tab smE 169%bin 169%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 169%bin) isT)) _ H41); intros H42.
refine (@range_and _ _ sm rel 170%bin 192%bin FX (X (nat_of_bin 170%bin)) _ (etrans (sm_tab smE 170%bin 170%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 170%bin) isT)) _ H42); intros H43.
refine (@range_and _ _ sm rel 171%bin 192%bin FX (X (nat_of_bin 171%bin)) _ (etrans (sm_tab smE 171%bin 171%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 171%bin) isT)) _ H43); intros H44.
refine (@range_and _ _ sm rel 172%bin 192%bin FX (X (nat_of_bin 172%bin)) _ (etrans (sm_tab smE 172%bin 172%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 172%bin) isT)) _ H44); intros H45.
refine (@range_and _ _ sm rel 173%bin 192%bin FX (X (nat_of_bin 173%bin)) _ (etrans (sm_tab smE 173%bin 173%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 173%bin) isT)) _ H45); intros H46.
refine (@range_and _ _ sm rel 174%bin 192%bin FX (X (nat_of_bin 174%bin)) _ (etrans (sm_tab smE 174%bin 174%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 174%bin) isT)) _ H46); intros H47.
refine (@range_and _ _ sm rel 175%bin 192%bin FX (X (nat_of_bin 175%bin)) _ (etrans (sm_tab smE 175%bin 175%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 175%bin) isT)) _ H47); intros H48.
refine (@range_and _ _ sm rel 176%bin 192%bin FX (X (nat_of_bin 176%bin)) _ (etrans (sm_tab smE 176%bin 176%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 176%bin) isT)) _ H48); intros H49.
refine (@range_and _ _ sm rel 177%bin 192%bin FX (X (nat_of_bin 177%bin)) _ (etrans (sm_tab smE 177%bin 177%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 177%bin) isT)) _ H49); intros H50.
refine (@range_and _ _ sm rel 178%bin 192%bin FX (X (nat_of_bin 178%bin)) _ (etrans (sm_tab smE 178%bin 178%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 178%bin) isT)) _ H50); intros H51.
refine (@range_and _ _ sm rel 179%bin 192%bin FX (X (nat_of_bin 179%bin)) _ (etrans (sm_tab smE 179%bin 179%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 179%bin) isT)) _ H51); intros H52.
refine (@range_and _ _ sm rel 180%bin 192%bin FX (X (nat_of_bin 180%bin)) _ (etrans (sm_tab smE 180%bin 180%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 180%bin) isT)) _ H52); intros H53.
refine (@range_and _ _ sm rel 181%bin 192%bin FX (X (nat_of_bin 181%bin)) _ (etrans (sm_tab smE 181%bin 181%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 181%bin) isT)) _ H53); intros H54.
refine (@range_and _ _ sm rel 182%bin 192%bin FX (X (nat_of_bin 182%bin)) _ (etrans (sm_tab smE 182%bin 182%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 182%bin) isT)) _ H54); intros H55.
refine (@range_and _ _ sm rel 183%bin 192%bin FX (X (nat_of_bin 183%bin)) _ (etrans (sm_tab smE 183%bin 183%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 183%bin) isT)) _ H55); intros H56.
refine (@range_and _ _ sm rel 184%bin 192%bin FX (X (nat_of_bin 184%bin)) _ (etrans (sm_tab smE 184%bin 184%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 184%bin) isT)) _ H56); intros H57.
refine (@range_and _ _ sm rel 185%bin 192%bin FX (X (nat_of_bin 185%bin)) _ (etrans (sm_tab smE 185%bin 185%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 185%bin) isT)) _ H57); intros H58.
refine (@range_and _ _ sm rel 186%bin 192%bin FX (X (nat_of_bin 186%bin)) _ (etrans (sm_tab smE 186%bin 186%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 186%bin) isT)) _ H58); intros H59.
refine (@range_and _ _ sm rel 187%bin 192%bin FX (X (nat_of_bin 187%bin)) _ (etrans (sm_tab smE 187%bin 187%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 187%bin) isT)) _ H59); intros H60.
refine (@range_and _ _ sm rel 188%bin 192%bin FX (X (nat_of_bin 188%bin)) _ (etrans (sm_tab smE 188%bin 188%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 188%bin) isT)) _ H60); intros H61.
refine (@range_and _ _ sm rel 189%bin 192%bin FX (X (nat_of_bin 189%bin)) _ (etrans (sm_tab smE 189%bin 189%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 189%bin) isT)) _ H61); intros H62.
refine (@range_and _ _ sm rel 190%bin 192%bin FX (X (nat_of_bin 190%bin)) _ (etrans (sm_tab smE 190%bin 190%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 190%bin) isT)) _ H62); intros H63.
refine (@range_cons _ _ sm rel 191%bin 192%bin FX (X (nat_of_bin 191%bin)) (etrans (sm_tab smE 191%bin 191%bin erefl) (@run_before _ (nat_of_bin 225%bin) smprog X (nat_of_bin 191%bin) isT)) H63 _).
exact (@range_nil _ _ sm rel 192%bin FX).
Qed.
