From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Mesh.
From TV Require Import RulesHaloShift.
From TV Require Import RulesMissing.
From TV Require Import AttentionBackward.
From TV Require Import Permute.
From TV Require Import RulesHaloBackward.
From TV Require Import RulesHaloShift.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesVocab.
From TV Require Import RulesZigzag.
From TV Require Import RulesZigzagLeave.
From TV Require Import RulesZigzagShuffle.
From TV Require Import ComposeFast ComposeChunks.
Definition cert_smc13 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 640%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 638%bin); (nat_of_bin 104%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 642%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 643%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 638%bin); (nat_of_bin 105%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 645%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 646%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 641%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 644%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 225%bin); (nat_of_bin 225%bin)] (fun vs => @VM R (op_sliding_window_mask (n_halo + 1) (asI (arg vs 0)) (asI (arg vs 1))));
     Step [:: (nat_of_bin 648%bin); (nat_of_bin 649%bin); (nat_of_bin 647%bin); (nat_of_bin 650%bin)] (fun vs => VR (op_sdpa f_exp (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 651%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 652%bin)] (fun vs => VR (op_reshape_merge 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 653%bin); (nat_of_bin 106%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 637%bin); (nat_of_bin 654%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 655%bin); (nat_of_bin 107%bin)] (fun vs => VR (op_rmsnorm f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 656%bin); (nat_of_bin 108%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 657%bin)] (fun vs => VR (op_softmax f_exp (P_tp * n_E_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 657%bin)] (fun vs => @VI R (op_topk f_topk (asR (arg vs 0))));
     Step [:: (nat_of_bin 658%bin); (nat_of_bin 659%bin)] (fun vs => VR (op_gather 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 660%bin)] (fun vs => VR (op_reduce_sum 2 n_k (asR (arg vs 0))));
     Step [:: (nat_of_bin 661%bin)] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 660%bin); (nat_of_bin 662%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 659%bin); (nat_of_bin 663%bin)] (fun vs => VR (op_scatter_add 2 n_k (asI (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 664%bin)] (fun vs => VR (op_permute [:: 2; 0; 1] (asR (arg vs 0))));
     Step [:: (nat_of_bin 665%bin)] (fun vs => VR (op_broadcast 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 656%bin)] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
     Step [:: (nat_of_bin 109%bin)] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 110%bin)] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 111%bin)] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 667%bin); (nat_of_bin 668%bin)] (fun vs => VR (op_batched_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 667%bin); (nat_of_bin 669%bin)] (fun vs => VR (op_batched_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))))].
