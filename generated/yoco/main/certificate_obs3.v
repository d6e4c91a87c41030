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
From TV Require Import ComposeFast ComposeChunks ComposeBin.
From Gen.yoco_a04b_main Require Import certificate_defs.
Lemma cert_obs3 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (E : nat -> value R) (F : nat -> seq nat -> value R) :
  holds_bin (fun j => E (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 3592%bin F ->
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 2481%bin))) (fun x => asR (F (nat_of_bin 3037%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2486%bin))) (fun x => asR (F (nat_of_bin 3044%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2490%bin))) (fun x => asR (F (nat_of_bin 3050%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2504%bin))) (fun x => asR (F (nat_of_bin 3067%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2511%bin))) (fun x => asR (F (nat_of_bin 3075%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2519%bin))) (fun x => asR (F (nat_of_bin 3084%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2524%bin))) (fun x => asR (F (nat_of_bin 3091%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2534%bin))) (fun x => asR (F (nat_of_bin 3103%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2540%bin))) (fun x => asR (F (nat_of_bin 3110%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2543%bin))) (fun x => asR (F (nat_of_bin 3114%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 2562%bin))) (fun x => asR (F (nat_of_bin 3136%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2567%bin))) (fun x => asR (F (nat_of_bin 3143%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2571%bin))) (fun x => asR (F (nat_of_bin 3149%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2585%bin))) (fun x => asR (F (nat_of_bin 3166%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2592%bin))) (fun x => asR (F (nat_of_bin 3174%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2600%bin))) (fun x => asR (F (nat_of_bin 3183%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2605%bin))) (fun x => asR (F (nat_of_bin 3190%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2615%bin))) (fun x => asR (F (nat_of_bin 3202%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2621%bin))) (fun x => asR (F (nat_of_bin 3209%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2624%bin))) (fun x => asR (F (nat_of_bin 3213%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 2643%bin))) (fun x => asR (F (nat_of_bin 3235%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2648%bin))) (fun x => asR (F (nat_of_bin 3242%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2652%bin))) (fun x => asR (F (nat_of_bin 3248%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2666%bin))) (fun x => asR (F (nat_of_bin 3265%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2673%bin))) (fun x => asR (F (nat_of_bin 3273%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2681%bin))) (fun x => asR (F (nat_of_bin 3282%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2686%bin))) (fun x => asR (F (nat_of_bin 3289%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2696%bin))) (fun x => asR (F (nat_of_bin 3301%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2702%bin))) (fun x => asR (F (nat_of_bin 3308%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2705%bin))) (fun x => asR (F (nat_of_bin 3312%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 2724%bin))) (fun x => asR (F (nat_of_bin 3334%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2729%bin))) (fun x => asR (F (nat_of_bin 3341%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2733%bin))) (fun x => asR (F (nat_of_bin 3347%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2747%bin))) (fun x => asR (F (nat_of_bin 3364%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2754%bin))) (fun x => asR (F (nat_of_bin 3372%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2762%bin))) (fun x => asR (F (nat_of_bin 3381%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2767%bin))) (fun x => asR (F (nat_of_bin 3388%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2777%bin))) (fun x => asR (F (nat_of_bin 3400%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2783%bin))) (fun x => asR (F (nat_of_bin 3407%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2786%bin))) (fun x => asR (F (nat_of_bin 3411%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 2805%bin))) (fun x => asR (F (nat_of_bin 3433%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2810%bin))) (fun x => asR (F (nat_of_bin 3440%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2814%bin))) (fun x => asR (F (nat_of_bin 3446%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2828%bin))) (fun x => asR (F (nat_of_bin 3463%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2835%bin))) (fun x => asR (F (nat_of_bin 3471%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2843%bin))) (fun x => asR (F (nat_of_bin 3480%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2848%bin))) (fun x => asR (F (nat_of_bin 3487%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2858%bin))) (fun x => asR (F (nat_of_bin 3499%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2864%bin))) (fun x => asR (F (nat_of_bin 3506%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2867%bin))) (fun x => asR (F (nat_of_bin 3510%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 2886%bin))) (fun x => asR (F (nat_of_bin 3532%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2891%bin))) (fun x => asR (F (nat_of_bin 3539%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2895%bin))) (fun x => asR (F (nat_of_bin 3545%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2909%bin))) (fun x => asR (F (nat_of_bin 3562%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2916%bin))) (fun x => asR (F (nat_of_bin 3570%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2924%bin))) (fun x => asR (F (nat_of_bin 3579%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2929%bin))) (fun x => asR (F (nat_of_bin 3586%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_V_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_V_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 n_V_l [:: n_V_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2932%bin))) (fun x => asR (F (nat_of_bin 3591%bin) x)).
Proof.
move=> Hall.
split; first exact (Hall 3037%bin isT).
split; first exact (Hall 3044%bin isT).
split; first exact (Hall 3050%bin isT).
split; first exact (Hall 3067%bin isT).
split; first exact (Hall 3075%bin isT).
split; first exact (Hall 3084%bin isT).
split; first exact (Hall 3091%bin isT).
split; first exact (Hall 3103%bin isT).
split; first exact (Hall 3110%bin isT).
split; first exact (Hall 3114%bin isT).
split; first exact (Hall 3136%bin isT).
split; first exact (Hall 3143%bin isT).
split; first exact (Hall 3149%bin isT).
split; first exact (Hall 3166%bin isT).
split; first exact (Hall 3174%bin isT).
split; first exact (Hall 3183%bin isT).
split; first exact (Hall 3190%bin isT).
split; first exact (Hall 3202%bin isT).
split; first exact (Hall 3209%bin isT).
split; first exact (Hall 3213%bin isT).
split; first exact (Hall 3235%bin isT).
split; first exact (Hall 3242%bin isT).
split; first exact (Hall 3248%bin isT).
split; first exact (Hall 3265%bin isT).
split; first exact (Hall 3273%bin isT).
split; first exact (Hall 3282%bin isT).
split; first exact (Hall 3289%bin isT).
split; first exact (Hall 3301%bin isT).
split; first exact (Hall 3308%bin isT).
split; first exact (Hall 3312%bin isT).
split; first exact (Hall 3334%bin isT).
split; first exact (Hall 3341%bin isT).
split; first exact (Hall 3347%bin isT).
split; first exact (Hall 3364%bin isT).
split; first exact (Hall 3372%bin isT).
split; first exact (Hall 3381%bin isT).
split; first exact (Hall 3388%bin isT).
split; first exact (Hall 3400%bin isT).
split; first exact (Hall 3407%bin isT).
split; first exact (Hall 3411%bin isT).
split; first exact (Hall 3433%bin isT).
split; first exact (Hall 3440%bin isT).
split; first exact (Hall 3446%bin isT).
split; first exact (Hall 3463%bin isT).
split; first exact (Hall 3471%bin isT).
split; first exact (Hall 3480%bin isT).
split; first exact (Hall 3487%bin isT).
split; first exact (Hall 3499%bin isT).
split; first exact (Hall 3506%bin isT).
split; first exact (Hall 3510%bin isT).
split; first exact (Hall 3532%bin isT).
split; first exact (Hall 3539%bin isT).
split; first exact (Hall 3545%bin isT).
split; first exact (Hall 3562%bin isT).
split; first exact (Hall 3570%bin isT).
split; first exact (Hall 3579%bin isT).
split; first exact (Hall 3586%bin isT).
exact (Hall 3591%bin isT).
Qed.
