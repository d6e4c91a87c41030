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
Definition cert_smc57 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 2045%bin); (nat_of_bin 672%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2045%bin); (nat_of_bin 673%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 671%bin); (nat_of_bin 2049%bin)] (fun vs => VR (op_silu_grad f_sigmoid (asR (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 667%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2052%bin); (nat_of_bin 2051%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2053%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 667%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2055%bin); (nat_of_bin 2050%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2056%bin)] (fun vs => VR (op_reduce_sum 1 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 668%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 669%bin)] (fun vs => VR (op_transpose 2 3 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2051%bin); (nat_of_bin 2058%bin)] (fun vs => VR (op_batched_matmul n_fe (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2050%bin); (nat_of_bin 2059%bin)] (fun vs => VR (op_batched_matmul n_fe (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2060%bin); (nat_of_bin 2061%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2062%bin)] (fun vs => VR (op_reduce_sum 0 (P_tp * n_E_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 2042%bin)] (fun vs => VR (op_permute [:: 1; 2; 0] (asR (arg vs 0))));
     Step [:: (nat_of_bin 2064%bin); (nat_of_bin 659%bin)] (fun vs => VR (op_gather 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 2065%bin); (nat_of_bin 662%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2065%bin); (nat_of_bin 663%bin)] (fun vs => VR (op_mul (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2067%bin)] (fun vs => VR (op_reduce_sum 2 n_k (asR (arg vs 0))));
     Step [:: (nat_of_bin 2068%bin)] (fun vs => VR (op_broadcast 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2069%bin); (nat_of_bin 662%bin)] (fun vs => VR (op_div (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2066%bin); (nat_of_bin 2070%bin)] (fun vs => VR (op_sub (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 659%bin); (nat_of_bin 2071%bin)] (fun vs => VR (op_scatter_add 2 n_k (asI (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 658%bin); (nat_of_bin 2072%bin)] (fun vs => VR (op_softmax_backward (P_tp * n_E_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 656%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2074%bin); (nat_of_bin 2073%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2075%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: (nat_of_bin 108%bin)] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2073%bin); (nat_of_bin 2077%bin)] (fun vs => VR (op_matmul (P_tp * n_E_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2063%bin); (nat_of_bin 2078%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 655%bin); (nat_of_bin 107%bin); (nat_of_bin 2079%bin)] (fun vs => VR (op_rmsnorm_backward f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))))].
