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
From Gen.yoco_a04b_main Require Import certificate_defs.
Lemma cert_obs (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (E : nat -> value R) (F : nat -> seq nat -> value R) :
  holds (fun j => E (nth 0 cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 3592 F ->
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 268%bin))) (fun x => asR (F (nat_of_bin 283%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 309%bin))) (fun x => asR (F (nat_of_bin 338%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 350%bin))) (fun x => asR (F (nat_of_bin 393%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 391%bin))) (fun x => asR (F (nat_of_bin 448%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 432%bin))) (fun x => asR (F (nat_of_bin 503%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 473%bin))) (fun x => asR (F (nat_of_bin 558%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 514%bin))) (fun x => asR (F (nat_of_bin 613%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 555%bin))) (fun x => asR (F (nat_of_bin 668%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 596%bin))) (fun x => asR (F (nat_of_bin 723%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 637%bin))) (fun x => asR (F (nat_of_bin 778%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 678%bin))) (fun x => asR (F (nat_of_bin 833%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 719%bin))) (fun x => asR (F (nat_of_bin 888%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * n_Hkv_l; P_tp * (2 * P_cp * n_s); 2 * n_Dr]) (rel_nest P_cp (rel_replicated P_cp [:: n_B_l; P_tp * n_Hkv_l; P_tp * (2 * P_cp * n_s); 2 * n_Dr]) (rel_axis (rel_contiguous_shard P_tp 1 n_Hkv_l [:: n_B_l; n_Hkv_l; P_tp * (2 * P_cp * n_s); 2 * n_Dr]))) (asR (E (nat_of_bin 727%bin))) (fun x => asR (F (nat_of_bin 898%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * n_Hkv_l; P_tp * (2 * P_cp * n_s); 2 * n_Dr]) (rel_nest P_cp (rel_replicated P_cp [:: n_B_l; P_tp * n_Hkv_l; P_tp * (2 * P_cp * n_s); 2 * n_Dr]) (rel_axis (rel_contiguous_shard P_tp 1 n_Hkv_l [:: n_B_l; n_Hkv_l; P_tp * (2 * P_cp * n_s); 2 * n_Dr]))) (asR (E (nat_of_bin 726%bin))) (fun x => asR (F (nat_of_bin 899%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 761%bin))) (fun x => asR (F (nat_of_bin 948%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 795%bin))) (fun x => asR (F (nat_of_bin 987%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 829%bin))) (fun x => asR (F (nat_of_bin 1026%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 863%bin))) (fun x => asR (F (nat_of_bin 1065%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 897%bin))) (fun x => asR (F (nat_of_bin 1104%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 931%bin))) (fun x => asR (F (nat_of_bin 1143%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 965%bin))) (fun x => asR (F (nat_of_bin 1182%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 999%bin))) (fun x => asR (F (nat_of_bin 1221%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1033%bin))) (fun x => asR (F (nat_of_bin 1260%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1067%bin))) (fun x => asR (F (nat_of_bin 1299%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1101%bin))) (fun x => asR (F (nat_of_bin 1338%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_zigzag P_cp 1 (P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_s) [:: n_B_l; 2 * n_s; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1135%bin))) (fun x => asR (F (nat_of_bin 1377%bin) x)) /\
  rel_nest P_dp (rel_contiguous_shard P_dp 0 n_B_l [:: n_B_l; P_tp * (2 * P_cp * n_s); P_tp * n_V_l]) (rel_nest P_cp (rel_contiguous_shard P_cp 1 (2 * P_tp * n_s) [:: n_B_l; 2 * P_tp * n_s; P_tp * n_V_l]) (rel_axis (rel_contiguous_shard P_tp 2 n_V_l [:: n_B_l; 2 * P_tp * n_s; n_V_l]))) (asR (E (nat_of_bin 1137%bin))) (fun x => asR (F (nat_of_bin 1386%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [::]) (rel_nest P_cp (rel_replicated P_cp [::]) (rel_axis (rel_replicated P_tp [::]))) (asR (E (nat_of_bin 1139%bin))) (fun x => asR (F (nat_of_bin 1390%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_V_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_V_l]) (rel_axis (rel_contiguous_shard P_tp 1 n_V_l [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_V_l]))) (asR (E (nat_of_bin 1145%bin))) (fun x => asR (F (nat_of_bin 1398%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1149%bin))) (fun x => asR (F (nat_of_bin 1404%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1158%bin))) (fun x => asR (F (nat_of_bin 1421%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1164%bin))) (fun x => asR (F (nat_of_bin 1428%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1167%bin))) (fun x => asR (F (nat_of_bin 1432%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1186%bin))) (fun x => asR (F (nat_of_bin 1454%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1191%bin))) (fun x => asR (F (nat_of_bin 1461%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1195%bin))) (fun x => asR (F (nat_of_bin 1467%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1208%bin))) (fun x => asR (F (nat_of_bin 1481%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1212%bin))) (fun x => asR (F (nat_of_bin 1487%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1222%bin))) (fun x => asR (F (nat_of_bin 1499%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1228%bin))) (fun x => asR (F (nat_of_bin 1506%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1231%bin))) (fun x => asR (F (nat_of_bin 1510%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1250%bin))) (fun x => asR (F (nat_of_bin 1532%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1255%bin))) (fun x => asR (F (nat_of_bin 1539%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1259%bin))) (fun x => asR (F (nat_of_bin 1545%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1272%bin))) (fun x => asR (F (nat_of_bin 1559%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1276%bin))) (fun x => asR (F (nat_of_bin 1565%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1288%bin))) (fun x => asR (F (nat_of_bin 1579%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1294%bin))) (fun x => asR (F (nat_of_bin 1586%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1297%bin))) (fun x => asR (F (nat_of_bin 1590%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1316%bin))) (fun x => asR (F (nat_of_bin 1612%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1321%bin))) (fun x => asR (F (nat_of_bin 1619%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1325%bin))) (fun x => asR (F (nat_of_bin 1625%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1338%bin))) (fun x => asR (F (nat_of_bin 1639%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1342%bin))) (fun x => asR (F (nat_of_bin 1645%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1354%bin))) (fun x => asR (F (nat_of_bin 1659%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1360%bin))) (fun x => asR (F (nat_of_bin 1666%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1363%bin))) (fun x => asR (F (nat_of_bin 1670%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1382%bin))) (fun x => asR (F (nat_of_bin 1692%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1387%bin))) (fun x => asR (F (nat_of_bin 1699%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1391%bin))) (fun x => asR (F (nat_of_bin 1705%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1404%bin))) (fun x => asR (F (nat_of_bin 1719%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1408%bin))) (fun x => asR (F (nat_of_bin 1725%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1420%bin))) (fun x => asR (F (nat_of_bin 1739%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1426%bin))) (fun x => asR (F (nat_of_bin 1746%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1429%bin))) (fun x => asR (F (nat_of_bin 1750%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1448%bin))) (fun x => asR (F (nat_of_bin 1772%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1453%bin))) (fun x => asR (F (nat_of_bin 1779%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1457%bin))) (fun x => asR (F (nat_of_bin 1785%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1470%bin))) (fun x => asR (F (nat_of_bin 1799%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1474%bin))) (fun x => asR (F (nat_of_bin 1805%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1486%bin))) (fun x => asR (F (nat_of_bin 1819%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1492%bin))) (fun x => asR (F (nat_of_bin 1826%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1495%bin))) (fun x => asR (F (nat_of_bin 1830%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1514%bin))) (fun x => asR (F (nat_of_bin 1852%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1519%bin))) (fun x => asR (F (nat_of_bin 1859%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1523%bin))) (fun x => asR (F (nat_of_bin 1865%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1536%bin))) (fun x => asR (F (nat_of_bin 1879%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1540%bin))) (fun x => asR (F (nat_of_bin 1885%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1552%bin))) (fun x => asR (F (nat_of_bin 1899%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1558%bin))) (fun x => asR (F (nat_of_bin 1906%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1561%bin))) (fun x => asR (F (nat_of_bin 1910%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1580%bin))) (fun x => asR (F (nat_of_bin 1932%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1585%bin))) (fun x => asR (F (nat_of_bin 1939%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1589%bin))) (fun x => asR (F (nat_of_bin 1945%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1602%bin))) (fun x => asR (F (nat_of_bin 1959%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1606%bin))) (fun x => asR (F (nat_of_bin 1965%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1618%bin))) (fun x => asR (F (nat_of_bin 1979%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1624%bin))) (fun x => asR (F (nat_of_bin 1986%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1627%bin))) (fun x => asR (F (nat_of_bin 1990%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1646%bin))) (fun x => asR (F (nat_of_bin 2012%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1651%bin))) (fun x => asR (F (nat_of_bin 2019%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1655%bin))) (fun x => asR (F (nat_of_bin 2025%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1668%bin))) (fun x => asR (F (nat_of_bin 2039%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1672%bin))) (fun x => asR (F (nat_of_bin 2045%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1684%bin))) (fun x => asR (F (nat_of_bin 2059%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1690%bin))) (fun x => asR (F (nat_of_bin 2066%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1693%bin))) (fun x => asR (F (nat_of_bin 2070%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1712%bin))) (fun x => asR (F (nat_of_bin 2092%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1717%bin))) (fun x => asR (F (nat_of_bin 2099%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1721%bin))) (fun x => asR (F (nat_of_bin 2105%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1734%bin))) (fun x => asR (F (nat_of_bin 2119%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1738%bin))) (fun x => asR (F (nat_of_bin 2125%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1750%bin))) (fun x => asR (F (nat_of_bin 2139%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1756%bin))) (fun x => asR (F (nat_of_bin 2146%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1759%bin))) (fun x => asR (F (nat_of_bin 2150%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1778%bin))) (fun x => asR (F (nat_of_bin 2172%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1783%bin))) (fun x => asR (F (nat_of_bin 2179%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1787%bin))) (fun x => asR (F (nat_of_bin 2185%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1800%bin))) (fun x => asR (F (nat_of_bin 2199%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1804%bin))) (fun x => asR (F (nat_of_bin 2205%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1816%bin))) (fun x => asR (F (nat_of_bin 2219%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1822%bin))) (fun x => asR (F (nat_of_bin 2226%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1825%bin))) (fun x => asR (F (nat_of_bin 2230%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1844%bin))) (fun x => asR (F (nat_of_bin 2252%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1849%bin))) (fun x => asR (F (nat_of_bin 2259%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1853%bin))) (fun x => asR (F (nat_of_bin 2265%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1866%bin))) (fun x => asR (F (nat_of_bin 2279%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1870%bin))) (fun x => asR (F (nat_of_bin 2285%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1882%bin))) (fun x => asR (F (nat_of_bin 2299%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1888%bin))) (fun x => asR (F (nat_of_bin 2306%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1891%bin))) (fun x => asR (F (nat_of_bin 2310%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1910%bin))) (fun x => asR (F (nat_of_bin 2332%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1915%bin))) (fun x => asR (F (nat_of_bin 2339%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1919%bin))) (fun x => asR (F (nat_of_bin 2345%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1932%bin))) (fun x => asR (F (nat_of_bin 2359%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1936%bin))) (fun x => asR (F (nat_of_bin 2365%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 1945%bin))) (fun x => asR (F (nat_of_bin 2383%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 1952%bin))) (fun x => asR (F (nat_of_bin 2391%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1957%bin))) (fun x => asR (F (nat_of_bin 2398%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 1967%bin))) (fun x => asR (F (nat_of_bin 2410%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1973%bin))) (fun x => asR (F (nat_of_bin 2417%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 1976%bin))) (fun x => asR (F (nat_of_bin 2421%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 1995%bin))) (fun x => asR (F (nat_of_bin 2443%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2000%bin))) (fun x => asR (F (nat_of_bin 2450%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2004%bin))) (fun x => asR (F (nat_of_bin 2456%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2018%bin))) (fun x => asR (F (nat_of_bin 2473%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2025%bin))) (fun x => asR (F (nat_of_bin 2481%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2033%bin))) (fun x => asR (F (nat_of_bin 2490%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2038%bin))) (fun x => asR (F (nat_of_bin 2497%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2048%bin))) (fun x => asR (F (nat_of_bin 2509%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2054%bin))) (fun x => asR (F (nat_of_bin 2516%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2057%bin))) (fun x => asR (F (nat_of_bin 2520%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 2076%bin))) (fun x => asR (F (nat_of_bin 2542%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2081%bin))) (fun x => asR (F (nat_of_bin 2549%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2085%bin))) (fun x => asR (F (nat_of_bin 2555%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2099%bin))) (fun x => asR (F (nat_of_bin 2572%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2106%bin))) (fun x => asR (F (nat_of_bin 2580%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2114%bin))) (fun x => asR (F (nat_of_bin 2589%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2119%bin))) (fun x => asR (F (nat_of_bin 2596%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2129%bin))) (fun x => asR (F (nat_of_bin 2608%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2135%bin))) (fun x => asR (F (nat_of_bin 2615%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2138%bin))) (fun x => asR (F (nat_of_bin 2619%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 2157%bin))) (fun x => asR (F (nat_of_bin 2641%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2162%bin))) (fun x => asR (F (nat_of_bin 2648%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2166%bin))) (fun x => asR (F (nat_of_bin 2654%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2180%bin))) (fun x => asR (F (nat_of_bin 2671%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2187%bin))) (fun x => asR (F (nat_of_bin 2679%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2195%bin))) (fun x => asR (F (nat_of_bin 2688%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2200%bin))) (fun x => asR (F (nat_of_bin 2695%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2210%bin))) (fun x => asR (F (nat_of_bin 2707%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2216%bin))) (fun x => asR (F (nat_of_bin 2714%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2219%bin))) (fun x => asR (F (nat_of_bin 2718%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 2238%bin))) (fun x => asR (F (nat_of_bin 2740%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2243%bin))) (fun x => asR (F (nat_of_bin 2747%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2247%bin))) (fun x => asR (F (nat_of_bin 2753%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2261%bin))) (fun x => asR (F (nat_of_bin 2770%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2268%bin))) (fun x => asR (F (nat_of_bin 2778%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2276%bin))) (fun x => asR (F (nat_of_bin 2787%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2281%bin))) (fun x => asR (F (nat_of_bin 2794%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2291%bin))) (fun x => asR (F (nat_of_bin 2806%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2297%bin))) (fun x => asR (F (nat_of_bin 2813%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2300%bin))) (fun x => asR (F (nat_of_bin 2817%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 2319%bin))) (fun x => asR (F (nat_of_bin 2839%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2324%bin))) (fun x => asR (F (nat_of_bin 2846%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2328%bin))) (fun x => asR (F (nat_of_bin 2852%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2342%bin))) (fun x => asR (F (nat_of_bin 2869%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2349%bin))) (fun x => asR (F (nat_of_bin 2877%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2357%bin))) (fun x => asR (F (nat_of_bin 2886%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2362%bin))) (fun x => asR (F (nat_of_bin 2893%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2372%bin))) (fun x => asR (F (nat_of_bin 2905%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2378%bin))) (fun x => asR (F (nat_of_bin 2912%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2381%bin))) (fun x => asR (F (nat_of_bin 2916%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; P_tp * n_E_l]))) (asR (E (nat_of_bin 2400%bin))) (fun x => asR (F (nat_of_bin 2938%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2405%bin))) (fun x => asR (F (nat_of_bin 2945%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 0 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2409%bin))) (fun x => asR (F (nat_of_bin 2951%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_G * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2423%bin))) (fun x => asR (F (nat_of_bin 2968%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2430%bin))) (fun x => asR (F (nat_of_bin 2976%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * P_tp * n_Dr * n_Hkv_l]) (rel_axis (rel_contiguous_shard P_tp 1 (2 * n_Dr * n_Hkv_l) [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l; 2 * n_Dr * n_Hkv_l]))) (asR (E (nat_of_bin 2438%bin))) (fun x => asR (F (nat_of_bin 2985%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_replicated P_tp [:: 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2443%bin))) (fun x => asR (F (nat_of_bin 2992%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; n_fe; 2 * P_tp * n_Dr * n_G * n_Hkv_l]))) (asR (E (nat_of_bin 2453%bin))) (fun x => asR (F (nat_of_bin 3004%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2459%bin))) (fun x => asR (F (nat_of_bin 3011%bin) x)) /\
  rel_nest P_dp (rel_replicated P_dp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_nest P_cp (rel_replicated P_cp [:: P_tp * n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]) (rel_axis (rel_expert_partition P_tp 0 n_E_l [:: n_E_l; 2 * P_tp * n_Dr * n_G * n_Hkv_l; n_fe]))) (asR (E (nat_of_bin 2462%bin))) (fun x => asR (F (nat_of_bin 3015%bin) x)) /\
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
split; first exact (Hall 283 isT).
split; first exact (Hall 338 isT).
split; first exact (Hall 393 isT).
split; first exact (Hall 448 isT).
split; first exact (Hall 503 isT).
split; first exact (Hall 558 isT).
split; first exact (Hall 613 isT).
split; first exact (Hall 668 isT).
split; first exact (Hall 723 isT).
split; first exact (Hall 778 isT).
split; first exact (Hall 833 isT).
split; first exact (Hall 888 isT).
split; first exact (Hall 898 isT).
split; first exact (Hall 899 isT).
split; first exact (Hall 948 isT).
split; first exact (Hall 987 isT).
split; first exact (Hall 1026 isT).
split; first exact (Hall 1065 isT).
split; first exact (Hall 1104 isT).
split; first exact (Hall 1143 isT).
split; first exact (Hall 1182 isT).
split; first exact (Hall 1221 isT).
split; first exact (Hall 1260 isT).
split; first exact (Hall 1299 isT).
split; first exact (Hall 1338 isT).
split; first exact (Hall 1377 isT).
split; first exact (Hall 1386 isT).
split; first exact (Hall 1390 isT).
split; first exact (Hall 1398 isT).
split; first exact (Hall 1404 isT).
split; first exact (Hall 1421 isT).
split; first exact (Hall 1428 isT).
split; first exact (Hall 1432 isT).
split; first exact (Hall 1454 isT).
split; first exact (Hall 1461 isT).
split; first exact (Hall 1467 isT).
split; first exact (Hall 1481 isT).
split; first exact (Hall 1487 isT).
split; first exact (Hall 1499 isT).
split; first exact (Hall 1506 isT).
split; first exact (Hall 1510 isT).
split; first exact (Hall 1532 isT).
split; first exact (Hall 1539 isT).
split; first exact (Hall 1545 isT).
split; first exact (Hall 1559 isT).
split; first exact (Hall 1565 isT).
split; first exact (Hall 1579 isT).
split; first exact (Hall 1586 isT).
split; first exact (Hall 1590 isT).
split; first exact (Hall 1612 isT).
split; first exact (Hall 1619 isT).
split; first exact (Hall 1625 isT).
split; first exact (Hall 1639 isT).
split; first exact (Hall 1645 isT).
split; first exact (Hall 1659 isT).
split; first exact (Hall 1666 isT).
split; first exact (Hall 1670 isT).
split; first exact (Hall 1692 isT).
split; first exact (Hall 1699 isT).
split; first exact (Hall 1705 isT).
split; first exact (Hall 1719 isT).
split; first exact (Hall 1725 isT).
split; first exact (Hall 1739 isT).
split; first exact (Hall 1746 isT).
split; first exact (Hall 1750 isT).
split; first exact (Hall 1772 isT).
split; first exact (Hall 1779 isT).
split; first exact (Hall 1785 isT).
split; first exact (Hall 1799 isT).
split; first exact (Hall 1805 isT).
split; first exact (Hall 1819 isT).
split; first exact (Hall 1826 isT).
split; first exact (Hall 1830 isT).
split; first exact (Hall 1852 isT).
split; first exact (Hall 1859 isT).
split; first exact (Hall 1865 isT).
split; first exact (Hall 1879 isT).
split; first exact (Hall 1885 isT).
split; first exact (Hall 1899 isT).
split; first exact (Hall 1906 isT).
split; first exact (Hall 1910 isT).
split; first exact (Hall 1932 isT).
split; first exact (Hall 1939 isT).
split; first exact (Hall 1945 isT).
split; first exact (Hall 1959 isT).
split; first exact (Hall 1965 isT).
split; first exact (Hall 1979 isT).
split; first exact (Hall 1986 isT).
split; first exact (Hall 1990 isT).
split; first exact (Hall 2012 isT).
split; first exact (Hall 2019 isT).
split; first exact (Hall 2025 isT).
split; first exact (Hall 2039 isT).
split; first exact (Hall 2045 isT).
split; first exact (Hall 2059 isT).
split; first exact (Hall 2066 isT).
split; first exact (Hall 2070 isT).
split; first exact (Hall 2092 isT).
split; first exact (Hall 2099 isT).
split; first exact (Hall 2105 isT).
split; first exact (Hall 2119 isT).
split; first exact (Hall 2125 isT).
split; first exact (Hall 2139 isT).
split; first exact (Hall 2146 isT).
split; first exact (Hall 2150 isT).
split; first exact (Hall 2172 isT).
split; first exact (Hall 2179 isT).
split; first exact (Hall 2185 isT).
split; first exact (Hall 2199 isT).
split; first exact (Hall 2205 isT).
split; first exact (Hall 2219 isT).
split; first exact (Hall 2226 isT).
split; first exact (Hall 2230 isT).
split; first exact (Hall 2252 isT).
split; first exact (Hall 2259 isT).
split; first exact (Hall 2265 isT).
split; first exact (Hall 2279 isT).
split; first exact (Hall 2285 isT).
split; first exact (Hall 2299 isT).
split; first exact (Hall 2306 isT).
split; first exact (Hall 2310 isT).
split; first exact (Hall 2332 isT).
split; first exact (Hall 2339 isT).
split; first exact (Hall 2345 isT).
split; first exact (Hall 2359 isT).
split; first exact (Hall 2365 isT).
split; first exact (Hall 2383 isT).
split; first exact (Hall 2391 isT).
split; first exact (Hall 2398 isT).
split; first exact (Hall 2410 isT).
split; first exact (Hall 2417 isT).
split; first exact (Hall 2421 isT).
split; first exact (Hall 2443 isT).
split; first exact (Hall 2450 isT).
split; first exact (Hall 2456 isT).
split; first exact (Hall 2473 isT).
split; first exact (Hall 2481 isT).
split; first exact (Hall 2490 isT).
split; first exact (Hall 2497 isT).
split; first exact (Hall 2509 isT).
split; first exact (Hall 2516 isT).
split; first exact (Hall 2520 isT).
split; first exact (Hall 2542 isT).
split; first exact (Hall 2549 isT).
split; first exact (Hall 2555 isT).
split; first exact (Hall 2572 isT).
split; first exact (Hall 2580 isT).
split; first exact (Hall 2589 isT).
split; first exact (Hall 2596 isT).
split; first exact (Hall 2608 isT).
split; first exact (Hall 2615 isT).
split; first exact (Hall 2619 isT).
split; first exact (Hall 2641 isT).
split; first exact (Hall 2648 isT).
split; first exact (Hall 2654 isT).
split; first exact (Hall 2671 isT).
split; first exact (Hall 2679 isT).
split; first exact (Hall 2688 isT).
split; first exact (Hall 2695 isT).
split; first exact (Hall 2707 isT).
split; first exact (Hall 2714 isT).
split; first exact (Hall 2718 isT).
split; first exact (Hall 2740 isT).
split; first exact (Hall 2747 isT).
split; first exact (Hall 2753 isT).
split; first exact (Hall 2770 isT).
split; first exact (Hall 2778 isT).
split; first exact (Hall 2787 isT).
split; first exact (Hall 2794 isT).
split; first exact (Hall 2806 isT).
split; first exact (Hall 2813 isT).
split; first exact (Hall 2817 isT).
split; first exact (Hall 2839 isT).
split; first exact (Hall 2846 isT).
split; first exact (Hall 2852 isT).
split; first exact (Hall 2869 isT).
split; first exact (Hall 2877 isT).
split; first exact (Hall 2886 isT).
split; first exact (Hall 2893 isT).
split; first exact (Hall 2905 isT).
split; first exact (Hall 2912 isT).
split; first exact (Hall 2916 isT).
split; first exact (Hall 2938 isT).
split; first exact (Hall 2945 isT).
split; first exact (Hall 2951 isT).
split; first exact (Hall 2968 isT).
split; first exact (Hall 2976 isT).
split; first exact (Hall 2985 isT).
split; first exact (Hall 2992 isT).
split; first exact (Hall 3004 isT).
split; first exact (Hall 3011 isT).
split; first exact (Hall 3015 isT).
split; first exact (Hall 3037 isT).
split; first exact (Hall 3044 isT).
split; first exact (Hall 3050 isT).
split; first exact (Hall 3067 isT).
split; first exact (Hall 3075 isT).
split; first exact (Hall 3084 isT).
split; first exact (Hall 3091 isT).
split; first exact (Hall 3103 isT).
split; first exact (Hall 3110 isT).
split; first exact (Hall 3114 isT).
split; first exact (Hall 3136 isT).
split; first exact (Hall 3143 isT).
split; first exact (Hall 3149 isT).
split; first exact (Hall 3166 isT).
split; first exact (Hall 3174 isT).
split; first exact (Hall 3183 isT).
split; first exact (Hall 3190 isT).
split; first exact (Hall 3202 isT).
split; first exact (Hall 3209 isT).
split; first exact (Hall 3213 isT).
split; first exact (Hall 3235 isT).
split; first exact (Hall 3242 isT).
split; first exact (Hall 3248 isT).
split; first exact (Hall 3265 isT).
split; first exact (Hall 3273 isT).
split; first exact (Hall 3282 isT).
split; first exact (Hall 3289 isT).
split; first exact (Hall 3301 isT).
split; first exact (Hall 3308 isT).
split; first exact (Hall 3312 isT).
split; first exact (Hall 3334 isT).
split; first exact (Hall 3341 isT).
split; first exact (Hall 3347 isT).
split; first exact (Hall 3364 isT).
split; first exact (Hall 3372 isT).
split; first exact (Hall 3381 isT).
split; first exact (Hall 3388 isT).
split; first exact (Hall 3400 isT).
split; first exact (Hall 3407 isT).
split; first exact (Hall 3411 isT).
split; first exact (Hall 3433 isT).
split; first exact (Hall 3440 isT).
split; first exact (Hall 3446 isT).
split; first exact (Hall 3463 isT).
split; first exact (Hall 3471 isT).
split; first exact (Hall 3480 isT).
split; first exact (Hall 3487 isT).
split; first exact (Hall 3499 isT).
split; first exact (Hall 3506 isT).
split; first exact (Hall 3510 isT).
split; first exact (Hall 3532 isT).
split; first exact (Hall 3539 isT).
split; first exact (Hall 3545 isT).
split; first exact (Hall 3562 isT).
split; first exact (Hall 3570 isT).
split; first exact (Hall 3579 isT).
split; first exact (Hall 3586 isT).
exact (Hall 3591 isT).
Qed.
