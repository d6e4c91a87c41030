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
Definition cert_smc9 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 512%bin)] (fun vs => VR (op_reduce_sum 0 (P_tp * n_E_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 491%bin); (nat_of_bin 513%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 514%bin); (nat_of_bin 72%bin)] (fun vs => VR (op_rmsnorm f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 515%bin); (nat_of_bin 73%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 516%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 517%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 515%bin); (nat_of_bin 74%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 519%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 520%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 515%bin); (nat_of_bin 75%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 522%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 523%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 518%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 521%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 225%bin); (nat_of_bin 225%bin)] (fun vs => @VM R (op_sliding_window_mask (n_halo + 1) (asI (arg vs 0)) (asI (arg vs 1))));
     Step [:: (nat_of_bin 525%bin); (nat_of_bin 526%bin); (nat_of_bin 524%bin); (nat_of_bin 527%bin)] (fun vs => VR (op_sdpa f_exp (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 528%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 529%bin)] (fun vs => VR (op_reshape_merge 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 530%bin); (nat_of_bin 76%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 514%bin); (nat_of_bin 531%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 532%bin); (nat_of_bin 77%bin)] (fun vs => VR (op_rmsnorm f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 533%bin); (nat_of_bin 78%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 534%bin)] (fun vs => VR (op_softmax f_exp (P_tp * n_E_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 534%bin)] (fun vs => @VI R (op_topk f_topk (asR (arg vs 0))));
     Step [:: (nat_of_bin 535%bin); (nat_of_bin 536%bin)] (fun vs => VR (op_gather 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 537%bin)] (fun vs => VR (op_reduce_sum 2 n_k (asR (arg vs 0))));
     Step [:: (nat_of_bin 538%bin)] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 537%bin); (nat_of_bin 539%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 536%bin); (nat_of_bin 540%bin)] (fun vs => VR (op_scatter_add 2 n_k (asI (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 541%bin)] (fun vs => VR (op_permute [:: 2; 0; 1] (asR (arg vs 0))));
     Step [:: (nat_of_bin 542%bin)] (fun vs => VR (op_broadcast 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 533%bin)] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))))].
