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
Definition cert_smc12 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 225%bin); (nat_of_bin 225%bin)] (fun vs => @VM R (op_sliding_window_mask (n_halo + 1) (asI (arg vs 0)) (asI (arg vs 1))));
     Step [:: (nat_of_bin 607%bin); (nat_of_bin 608%bin); (nat_of_bin 606%bin); (nat_of_bin 609%bin)] (fun vs => VR (op_sdpa f_exp (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 610%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 611%bin)] (fun vs => VR (op_reshape_merge 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 612%bin); (nat_of_bin 96%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 596%bin); (nat_of_bin 613%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 614%bin); (nat_of_bin 97%bin)] (fun vs => VR (op_rmsnorm f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 615%bin); (nat_of_bin 98%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 616%bin)] (fun vs => VR (op_softmax f_exp (P_tp * n_E_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 616%bin)] (fun vs => @VI R (op_topk f_topk (asR (arg vs 0))));
     Step [:: (nat_of_bin 617%bin); (nat_of_bin 618%bin)] (fun vs => VR (op_gather 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 619%bin)] (fun vs => VR (op_reduce_sum 2 n_k (asR (arg vs 0))));
     Step [:: (nat_of_bin 620%bin)] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 619%bin); (nat_of_bin 621%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 618%bin); (nat_of_bin 622%bin)] (fun vs => VR (op_scatter_add 2 n_k (asI (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 623%bin)] (fun vs => VR (op_permute [:: 2; 0; 1] (asR (arg vs 0))));
     Step [:: (nat_of_bin 624%bin)] (fun vs => VR (op_broadcast 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 615%bin)] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
     Step [:: (nat_of_bin 99%bin)] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 100%bin)] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 101%bin)] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 626%bin); (nat_of_bin 627%bin)] (fun vs => VR (op_batched_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 626%bin); (nat_of_bin 628%bin)] (fun vs => VR (op_batched_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 630%bin)] (fun vs => VR (op_silu f_sigmoid (asR (arg vs 0))));
     Step [:: (nat_of_bin 632%bin); (nat_of_bin 631%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 633%bin); (nat_of_bin 629%bin)] (fun vs => VR (op_batched_matmul n_fe (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 625%bin); (nat_of_bin 634%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 635%bin)] (fun vs => VR (op_reduce_sum 0 (P_tp * n_E_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 614%bin); (nat_of_bin 636%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 637%bin); (nat_of_bin 102%bin)] (fun vs => VR (op_rmsnorm f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 638%bin); (nat_of_bin 103%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 639%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))))].
