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
Lemma cert_obs0 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (E : nat -> value R) (F : nat -> seq nat -> value R) (K : Prop) :
  holds_bin (fun j => E (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 3592%bin F -> K ->
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
  K.
Proof.
move=> Hall HK.
split; first exact (Hall 283%bin isT).
split; first exact (Hall 338%bin isT).
split; first exact (Hall 393%bin isT).
split; first exact (Hall 448%bin isT).
split; first exact (Hall 503%bin isT).
split; first exact (Hall 558%bin isT).
split; first exact (Hall 613%bin isT).
split; first exact (Hall 668%bin isT).
split; first exact (Hall 723%bin isT).
split; first exact (Hall 778%bin isT).
split; first exact (Hall 833%bin isT).
split; first exact (Hall 888%bin isT).
split; first exact (Hall 898%bin isT).
split; first exact (Hall 899%bin isT).
split; first exact (Hall 948%bin isT).
split; first exact (Hall 987%bin isT).
split; first exact (Hall 1026%bin isT).
split; first exact (Hall 1065%bin isT).
split; first exact (Hall 1104%bin isT).
split; first exact (Hall 1143%bin isT).
split; first exact (Hall 1182%bin isT).
split; first exact (Hall 1221%bin isT).
split; first exact (Hall 1260%bin isT).
split; first exact (Hall 1299%bin isT).
split; first exact (Hall 1338%bin isT).
split; first exact (Hall 1377%bin isT).
split; first exact (Hall 1386%bin isT).
split; first exact (Hall 1390%bin isT).
split; first exact (Hall 1398%bin isT).
split; first exact (Hall 1404%bin isT).
split; first exact (Hall 1421%bin isT).
split; first exact (Hall 1428%bin isT).
split; first exact (Hall 1432%bin isT).
split; first exact (Hall 1454%bin isT).
split; first exact (Hall 1461%bin isT).
split; first exact (Hall 1467%bin isT).
split; first exact (Hall 1481%bin isT).
split; first exact (Hall 1487%bin isT).
split; first exact (Hall 1499%bin isT).
split; first exact (Hall 1506%bin isT).
split; first exact (Hall 1510%bin isT).
split; first exact (Hall 1532%bin isT).
split; first exact (Hall 1539%bin isT).
split; first exact (Hall 1545%bin isT).
split; first exact (Hall 1559%bin isT).
split; first exact (Hall 1565%bin isT).
split; first exact (Hall 1579%bin isT).
split; first exact (Hall 1586%bin isT).
split; first exact (Hall 1590%bin isT).
split; first exact (Hall 1612%bin isT).
split; first exact (Hall 1619%bin isT).
split; first exact (Hall 1625%bin isT).
split; first exact (Hall 1639%bin isT).
split; first exact (Hall 1645%bin isT).
split; first exact (Hall 1659%bin isT).
split; first exact (Hall 1666%bin isT).
split; first exact (Hall 1670%bin isT).
split; first exact (Hall 1692%bin isT).
split; first exact (Hall 1699%bin isT).
split; first exact (Hall 1705%bin isT).
split; first exact (Hall 1719%bin isT).
split; first exact (Hall 1725%bin isT).
split; first exact (Hall 1739%bin isT).
split; first exact (Hall 1746%bin isT).
exact HK.
Qed.
