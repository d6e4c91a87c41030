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
Definition cert_smc67 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 2367%bin); (nat_of_bin 2368%bin)] (fun vs => VR (op_batched_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 510%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2370%bin); (nat_of_bin 2367%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2371%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 2369%bin); (nat_of_bin 508%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2369%bin); (nat_of_bin 509%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 507%bin); (nat_of_bin 2373%bin)] (fun vs => VR (op_silu_grad f_sigmoid (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 503%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2376%bin); (nat_of_bin 2375%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2377%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 503%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2379%bin); (nat_of_bin 2374%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2380%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 504%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 505%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2375%bin); (nat_of_bin 2382%bin)] (fun vs => VR (op_batched_matmul n_fe (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2374%bin); (nat_of_bin 2383%bin)] (fun vs => VR (op_batched_matmul n_fe (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2384%bin); (nat_of_bin 2385%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2386%bin)] (fun vs => VR (op_reduce_sum 0 (P_tp * n_E_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 2366%bin)] (fun vs => VR (op_permute [:: 1; 2; 0] (asR (arg vs 0))));
     Step [:: (nat_of_bin 2388%bin); (nat_of_bin 495%bin)] (fun vs => VR (op_gather 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 2389%bin); (nat_of_bin 498%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2389%bin); (nat_of_bin 499%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2391%bin)] (fun vs => VR (op_reduce_sum 2 n_k (asR (arg vs 0))));
     Step [:: (nat_of_bin 2392%bin)] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2393%bin); (nat_of_bin 498%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2390%bin); (nat_of_bin 2394%bin)] (fun vs => VR (op_sub (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 495%bin); (nat_of_bin 2395%bin)] (fun vs => VR (op_scatter_add 2 n_k (asI (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 494%bin); (nat_of_bin 2396%bin)] (fun vs => VR (op_softmax_backward (P_tp * n_E_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 492%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2398%bin); (nat_of_bin 2397%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2399%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))))].
