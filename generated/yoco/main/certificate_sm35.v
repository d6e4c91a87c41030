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
Definition cert_smc35 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 1279%bin); (nat_of_bin 1332%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1343%bin)] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1346%bin); (nat_of_bin 1030%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1347%bin)] (fun vs => VR (op_reduce_sum 3 (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1346%bin); (nat_of_bin 1021%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1025%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1349%bin); (nat_of_bin 1350%bin)] (fun vs => VR (op_batched_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1029%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1352%bin); (nat_of_bin 1349%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1353%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1351%bin); (nat_of_bin 1027%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1351%bin); (nat_of_bin 1028%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1026%bin); (nat_of_bin 1355%bin)] (fun vs => VR (op_silu_grad f_sigmoid (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1022%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1358%bin); (nat_of_bin 1357%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1359%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1022%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1361%bin); (nat_of_bin 1356%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1362%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1023%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1024%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1357%bin); (nat_of_bin 1364%bin)] (fun vs => VR (op_batched_matmul n_fe (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1356%bin); (nat_of_bin 1365%bin)] (fun vs => VR (op_batched_matmul n_fe (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1366%bin); (nat_of_bin 1367%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1368%bin)] (fun vs => VR (op_reduce_sum 0 (P_tp * n_E_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1348%bin)] (fun vs => VR (op_permute [:: 1; 2; 0] (asR (arg vs 0))));
     Step [:: (nat_of_bin 1370%bin); (nat_of_bin 1014%bin)] (fun vs => VR (op_gather 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1371%bin); (nat_of_bin 1017%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1371%bin); (nat_of_bin 1018%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1373%bin)] (fun vs => VR (op_reduce_sum 2 n_k (asR (arg vs 0))));
     Step [:: (nat_of_bin 1374%bin)] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1375%bin); (nat_of_bin 1017%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))))].
