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
Definition cert_smc39 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 965%bin); (nat_of_bin 181%bin); (nat_of_bin 1472%bin)] (fun vs => VR (op_rmsnorm_backward f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 965%bin); (nat_of_bin 181%bin); (nat_of_bin 1472%bin)] (fun vs => VR (op_rmsnorm_backward_w3 f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (P_dp * n_B_l) (P_tp * (2 * P_cp * n_s)) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 0)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 1454%bin); (nat_of_bin 1473%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1410%bin); (nat_of_bin 1463%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1411%bin); (nat_of_bin 1464%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1475%bin)] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1478%bin); (nat_of_bin 962%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1479%bin)] (fun vs => VR (op_reduce_sum 3 (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1478%bin); (nat_of_bin 953%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 957%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1481%bin); (nat_of_bin 1482%bin)] (fun vs => VR (op_batched_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 961%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1484%bin); (nat_of_bin 1481%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1485%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1483%bin); (nat_of_bin 959%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1483%bin); (nat_of_bin 960%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 958%bin); (nat_of_bin 1487%bin)] (fun vs => VR (op_silu_grad f_sigmoid (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 954%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1490%bin); (nat_of_bin 1489%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1491%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 954%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1493%bin); (nat_of_bin 1488%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1494%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 955%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 956%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1489%bin); (nat_of_bin 1496%bin)] (fun vs => VR (op_batched_matmul n_fe (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1488%bin); (nat_of_bin 1497%bin)] (fun vs => VR (op_batched_matmul n_fe (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1498%bin); (nat_of_bin 1499%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1500%bin)] (fun vs => VR (op_reduce_sum 0 (P_tp * n_E_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1480%bin)] (fun vs => VR (op_permute [:: 1; 2; 0] (asR (arg vs 0))));
     Step [:: (nat_of_bin 1502%bin); (nat_of_bin 946%bin)] (fun vs => VR (op_gather 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1503%bin); (nat_of_bin 949%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))))].
