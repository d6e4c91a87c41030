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
Definition cert_smc4 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 352%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 353%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 351%bin); 34] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 355%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 356%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 351%bin); 35] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 358%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 359%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 354%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 357%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 225%bin); (nat_of_bin 225%bin)] (fun vs => @VM R (op_sliding_window_mask (n_halo + 1) (asI (arg vs 0)) (asI (arg vs 1))));
     Step [:: (nat_of_bin 361%bin); (nat_of_bin 362%bin); (nat_of_bin 360%bin); (nat_of_bin 363%bin)] (fun vs => VR (op_sdpa f_exp (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 364%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 365%bin)] (fun vs => VR (op_reshape_merge 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 366%bin); 36] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 350%bin); (nat_of_bin 367%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 368%bin); 37] (fun vs => VR (op_rmsnorm f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 369%bin); 38] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 370%bin)] (fun vs => VR (op_softmax f_exp (P_tp * n_E_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 370%bin)] (fun vs => @VI R (op_topk f_topk (asR (arg vs 0))));
     Step [:: (nat_of_bin 371%bin); (nat_of_bin 372%bin)] (fun vs => VR (op_gather 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 373%bin)] (fun vs => VR (op_reduce_sum 2 n_k (asR (arg vs 0))));
     Step [:: (nat_of_bin 374%bin)] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 373%bin); (nat_of_bin 375%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 372%bin); (nat_of_bin 376%bin)] (fun vs => VR (op_scatter_add 2 n_k (asI (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 377%bin)] (fun vs => VR (op_permute [:: 2; 0; 1] (asR (arg vs 0))));
     Step [:: (nat_of_bin 378%bin)] (fun vs => VR (op_broadcast 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 369%bin)] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
     Step [:: 39] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: 40] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: 41] (fun vs => VR (op_broadcast 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 380%bin); (nat_of_bin 381%bin)] (fun vs => VR (op_batched_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))))].
