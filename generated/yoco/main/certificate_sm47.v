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
Definition cert_smc47 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 1726%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope_backward f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1729%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1730%bin)] (fun vs => VR (op_reshape_merge 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 830%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1732%bin); (nat_of_bin 1731%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1733%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 150%bin)] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1731%bin); (nat_of_bin 1735%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 829%bin); (nat_of_bin 149%bin); (nat_of_bin 1736%bin)] (fun vs => VR (op_rmsnorm_backward f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 829%bin); (nat_of_bin 149%bin); (nat_of_bin 1736%bin)] (fun vs => VR (op_rmsnorm_backward_w3 f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (P_dp * n_B_l) (P_tp * (2 * P_cp * n_s)) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 0)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 1718%bin); (nat_of_bin 1737%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1674%bin); (nat_of_bin 1727%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1675%bin); (nat_of_bin 1728%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1739%bin)] (fun vs => VR (op_broadcast 0 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1742%bin); (nat_of_bin 826%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1743%bin)] (fun vs => VR (op_reduce_sum 3 (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1742%bin); (nat_of_bin 817%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 821%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1745%bin); (nat_of_bin 1746%bin)] (fun vs => VR (op_batched_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 825%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1748%bin); (nat_of_bin 1745%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1749%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 1747%bin); (nat_of_bin 823%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1747%bin); (nat_of_bin 824%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 822%bin); (nat_of_bin 1751%bin)] (fun vs => VR (op_silu_grad f_sigmoid (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 818%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1754%bin); (nat_of_bin 1753%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1755%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 818%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 1757%bin); (nat_of_bin 1752%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 1758%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 819%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))))].
