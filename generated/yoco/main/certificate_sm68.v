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
Definition cert_smc68 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 68%bin)] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2397%bin); (nat_of_bin 2401%bin)] (fun vs => VR (op_matmul (P_tp * n_E_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2387%bin); (nat_of_bin 2402%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 491%bin); (nat_of_bin 67%bin); (nat_of_bin 2403%bin)] (fun vs => VR (op_rmsnorm_backward f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 491%bin); (nat_of_bin 67%bin); (nat_of_bin 2403%bin)] (fun vs => VR (op_rmsnorm_backward_w3 f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (P_dp * n_B_l) (P_tp * (2 * P_cp * n_s)) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 0)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 2363%bin); (nat_of_bin 2404%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 489%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2407%bin); (nat_of_bin 2406%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2408%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 66%bin)] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2406%bin); (nat_of_bin 2410%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2411%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 2412%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 484%bin); (nat_of_bin 485%bin); (nat_of_bin 483%bin); (nat_of_bin 486%bin); (nat_of_bin 2413%bin)] (fun vs => VR (op_sdpa_backward_dq f_exp (P_tp * (2 * P_cp * n_s)) (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
     Step [:: (nat_of_bin 484%bin); (nat_of_bin 485%bin); (nat_of_bin 483%bin); (nat_of_bin 486%bin); (nat_of_bin 2413%bin)] (fun vs => VR (op_sdpa_backward_dk f_exp (P_tp * (2 * P_cp * n_s)) (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
     Step [:: (nat_of_bin 484%bin); (nat_of_bin 485%bin); (nat_of_bin 483%bin); (nat_of_bin 486%bin); (nat_of_bin 2413%bin)] (fun vs => VR (op_sdpa_backward_dv f_exp (P_tp * (2 * P_cp * n_s)) (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
     Step [:: (nat_of_bin 2414%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope_backward f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 2415%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope_backward f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 2417%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2419%bin)] (fun vs => VR (op_reshape_merge 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 474%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2421%bin); (nat_of_bin 2420%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2422%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: 63] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2420%bin); (nat_of_bin 2424%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2418%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2426%bin)] (fun vs => VR (op_reshape_merge 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 474%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2428%bin); (nat_of_bin 2427%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2429%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 64%bin)] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2427%bin); (nat_of_bin 2431%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))))].
