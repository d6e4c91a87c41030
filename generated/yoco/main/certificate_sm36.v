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
Definition cert_smc36 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 1372%bin); (nat_of_bin 1376%bin)] (fun vs => VR (op_sub (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1014%bin); (nat_of_bin 1377%bin)] (fun vs => VR (op_scatter_add 2 n_k (asI (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1013%bin); (nat_of_bin 1378%bin)] (fun vs => VR (op_softmax_backward (P_tp * n_E_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1011%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1380%bin); (nat_of_bin 1379%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1381%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 193%bin)] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1379%bin); (nat_of_bin 1383%bin)] (fun vs => VR (op_matmul (P_tp * n_E_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1369%bin); (nat_of_bin 1384%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1010%bin); (nat_of_bin 192%bin); (nat_of_bin 1385%bin)] (fun vs => VR (op_rmsnorm_backward f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 1010%bin); (nat_of_bin 192%bin); (nat_of_bin 1385%bin)] (fun vs => VR (op_rmsnorm_backward_w3 f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (P_dp * n_B_l) (P_tp * (2 * P_cp * n_s)) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 0)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 1343%bin); (nat_of_bin 1386%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1008%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1389%bin); (nat_of_bin 1388%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1390%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 191%bin)] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1388%bin); (nat_of_bin 1392%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1393%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1394%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1004%bin); (nat_of_bin 727%bin); (nat_of_bin 726%bin); (nat_of_bin 1005%bin); (nat_of_bin 1395%bin)] (fun vs => VR (op_sdpa_backward_dq f_exp (P_tp * (2 * P_cp * n_s)) (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
     Step [:: (nat_of_bin 1004%bin); (nat_of_bin 727%bin); (nat_of_bin 726%bin); (nat_of_bin 1005%bin); (nat_of_bin 1395%bin)] (fun vs => VR (op_sdpa_backward_dk f_exp (P_tp * (2 * P_cp * n_s)) (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
     Step [:: (nat_of_bin 1004%bin); (nat_of_bin 727%bin); (nat_of_bin 726%bin); (nat_of_bin 1005%bin); (nat_of_bin 1395%bin)] (fun vs => VR (op_sdpa_backward_dv f_exp (P_tp * (2 * P_cp * n_s)) (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
     Step [:: (nat_of_bin 1396%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope_backward f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1399%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1400%bin)] (fun vs => VR (op_reshape_merge 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1000%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1402%bin); (nat_of_bin 1401%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1403%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 190%bin)] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1401%bin); (nat_of_bin 1405%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 999%bin); (nat_of_bin 189%bin); (nat_of_bin 1406%bin)] (fun vs => VR (op_rmsnorm_backward f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 999%bin); (nat_of_bin 189%bin); (nat_of_bin 1406%bin)] (fun vs => VR (op_rmsnorm_backward_w3 f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (P_dp * n_B_l) (P_tp * (2 * P_cp * n_s)) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 0)) (asR (arg vs 2))))].
