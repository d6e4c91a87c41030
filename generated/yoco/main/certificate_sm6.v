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
Definition cert_smc6 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 414%bin); (nat_of_bin 416%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 413%bin); (nat_of_bin 417%bin)] (fun vs => VR (op_scatter_add 2 n_k (asI (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 418%bin)] (fun vs => VR (op_permute [:: 2; 0; 1] (asR (arg vs 0))));
     Step [:: (nat_of_bin 419%bin)] (fun vs => VR (op_broadcast 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 410%bin)] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
     Step [:: 49] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: 50] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: 51] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 421%bin); (nat_of_bin 422%bin)] (fun vs => VR (op_batched_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 421%bin); (nat_of_bin 423%bin)] (fun vs => VR (op_batched_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 425%bin)] (fun vs => VR (op_silu f_sigmoid (asR (arg vs 0))));
     Step [:: (nat_of_bin 427%bin); (nat_of_bin 426%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 428%bin); (nat_of_bin 424%bin)] (fun vs => VR (op_batched_matmul n_fe (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 420%bin); (nat_of_bin 429%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 430%bin)] (fun vs => VR (op_reduce_sum 0 (P_tp * n_E_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 409%bin); (nat_of_bin 431%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 432%bin); 52] (fun vs => VR (op_rmsnorm f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 433%bin); 53] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 434%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 435%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 433%bin); 54] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 437%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 438%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 433%bin); 55] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 440%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 441%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 436%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 439%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 225%bin); (nat_of_bin 225%bin)] (fun vs => @VM R (op_sliding_window_mask (n_halo + 1) (asI (arg vs 0)) (asI (arg vs 1))));
     Step [:: (nat_of_bin 443%bin); (nat_of_bin 444%bin); (nat_of_bin 442%bin); (nat_of_bin 445%bin)] (fun vs => VR (op_sdpa f_exp (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 446%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 447%bin)] (fun vs => VR (op_reshape_merge 2 (2 * n_Dr) (asR (arg vs 0))))].
