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
Definition cert_smc83 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) : seq (step (value R)) :=
  [:: Step [:: (nat_of_bin 2876%bin); (nat_of_bin 2880%bin)] (fun vs => VR (op_sub (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 249%bin); (nat_of_bin 2881%bin)] (fun vs => VR (op_scatter_add 2 n_k (asI (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 248%bin); (nat_of_bin 2882%bin)] (fun vs => VR (op_softmax_backward (P_tp * n_E_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 246%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2884%bin); (nat_of_bin 2883%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2885%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: 8] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2883%bin); (nat_of_bin 2887%bin)] (fun vs => VR (op_matmul (P_tp * n_E_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2873%bin); (nat_of_bin 2888%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 245%bin); 7; (nat_of_bin 2889%bin)] (fun vs => VR (op_rmsnorm_backward f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 1)) (asR (arg vs 0)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 245%bin); 7; (nat_of_bin 2889%bin)] (fun vs => VR (op_rmsnorm_backward_w3 f_rsqrt (2 * P_tp * n_Dr * n_G * n_Hkv_l) (P_dp * n_B_l) (P_tp * (2 * P_cp * n_s)) (1%:R / (nat_of_bin 100000%bin)%:R)%R (asR (arg vs 0)) (asR (arg vs 2))));
     Step [:: (nat_of_bin 2849%bin); (nat_of_bin 2890%bin)] (fun vs => VR (op_add (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 243%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2893%bin); (nat_of_bin 2892%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2894%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: 6] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2892%bin); (nat_of_bin 2896%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2897%bin)] (fun vs => VR (op_reshape_split 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 2898%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 238%bin); (nat_of_bin 239%bin); (nat_of_bin 237%bin); (nat_of_bin 240%bin); (nat_of_bin 2899%bin)] (fun vs => VR (op_sdpa_backward_dq f_exp (P_tp * (2 * P_cp * n_s)) (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
     Step [:: (nat_of_bin 238%bin); (nat_of_bin 239%bin); (nat_of_bin 237%bin); (nat_of_bin 240%bin); (nat_of_bin 2899%bin)] (fun vs => VR (op_sdpa_backward_dk f_exp (P_tp * (2 * P_cp * n_s)) (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
     Step [:: (nat_of_bin 238%bin); (nat_of_bin 239%bin); (nat_of_bin 237%bin); (nat_of_bin 240%bin); (nat_of_bin 2899%bin)] (fun vs => VR (op_sdpa_backward_dv f_exp (P_tp * (2 * P_cp * n_s)) (P_tp * (2 * P_cp * n_s)) (2 * n_Dr) (2 * n_Dr) (f_rsqrt ((2 * n_Dr)%N%:R)%R) n_G (asM (arg vs 3)) (asR (arg vs 0)) (asR (arg vs 1)) (asR (arg vs 2)) (asR (arg vs 4))));
     Step [:: (nat_of_bin 2900%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope_backward f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 2901%bin); (nat_of_bin 225%bin)] (fun vs => VR (op_rope_backward f_rope_cos f_rope_sin 2 (asI (arg vs 1)) (asR (arg vs 0))));
     Step [:: (nat_of_bin 2903%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2905%bin)] (fun vs => VR (op_reshape_merge 2 (2 * n_Dr) (asR (arg vs 0))));
     Step [:: (nat_of_bin 228%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2907%bin); (nat_of_bin 2906%bin)] (fun vs => VR (op_batched_matmul (P_tp * (2 * P_cp * n_s)) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2908%bin)] (fun vs => VR (op_reduce_sum 0 (P_dp * n_B_l) (asR (arg vs 0))));
     Step [:: 3] (fun vs => VR (op_transpose 0 1 (asR (arg vs 0))));
     Step [:: (nat_of_bin 2906%bin); (nat_of_bin 2910%bin)] (fun vs => VR (op_matmul (2 * P_tp * n_Dr * n_G * n_Hkv_l) (asR (arg vs 0)) (asR (arg vs 1))));
     Step [:: (nat_of_bin 2904%bin)] (fun vs => VR (op_transpose 1 2 (asR (arg vs 0))))].
