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
Lemma cert_obs1 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (E : nat -> value R) (F : nat -> seq nat -> value R) (K : Prop) :
  holds_bin (fun j => E (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 3592%bin F -> K ->
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
  K.
Proof.
move=> Hall HK.
split; first exact (Hall 1750%bin isT).
split; first exact (Hall 1772%bin isT).
split; first exact (Hall 1779%bin isT).
split; first exact (Hall 1785%bin isT).
split; first exact (Hall 1799%bin isT).
split; first exact (Hall 1805%bin isT).
split; first exact (Hall 1819%bin isT).
split; first exact (Hall 1826%bin isT).
split; first exact (Hall 1830%bin isT).
split; first exact (Hall 1852%bin isT).
split; first exact (Hall 1859%bin isT).
split; first exact (Hall 1865%bin isT).
split; first exact (Hall 1879%bin isT).
split; first exact (Hall 1885%bin isT).
split; first exact (Hall 1899%bin isT).
split; first exact (Hall 1906%bin isT).
split; first exact (Hall 1910%bin isT).
split; first exact (Hall 1932%bin isT).
split; first exact (Hall 1939%bin isT).
split; first exact (Hall 1945%bin isT).
split; first exact (Hall 1959%bin isT).
split; first exact (Hall 1965%bin isT).
split; first exact (Hall 1979%bin isT).
split; first exact (Hall 1986%bin isT).
split; first exact (Hall 1990%bin isT).
split; first exact (Hall 2012%bin isT).
split; first exact (Hall 2019%bin isT).
split; first exact (Hall 2025%bin isT).
split; first exact (Hall 2039%bin isT).
split; first exact (Hall 2045%bin isT).
split; first exact (Hall 2059%bin isT).
split; first exact (Hall 2066%bin isT).
split; first exact (Hall 2070%bin isT).
split; first exact (Hall 2092%bin isT).
split; first exact (Hall 2099%bin isT).
split; first exact (Hall 2105%bin isT).
split; first exact (Hall 2119%bin isT).
split; first exact (Hall 2125%bin isT).
split; first exact (Hall 2139%bin isT).
split; first exact (Hall 2146%bin isT).
split; first exact (Hall 2150%bin isT).
split; first exact (Hall 2172%bin isT).
split; first exact (Hall 2179%bin isT).
split; first exact (Hall 2185%bin isT).
split; first exact (Hall 2199%bin isT).
split; first exact (Hall 2205%bin isT).
split; first exact (Hall 2219%bin isT).
split; first exact (Hall 2226%bin isT).
split; first exact (Hall 2230%bin isT).
split; first exact (Hall 2252%bin isT).
split; first exact (Hall 2259%bin isT).
split; first exact (Hall 2265%bin isT).
split; first exact (Hall 2279%bin isT).
split; first exact (Hall 2285%bin isT).
split; first exact (Hall 2299%bin isT).
split; first exact (Hall 2306%bin isT).
split; first exact (Hall 2310%bin isT).
split; first exact (Hall 2332%bin isT).
split; first exact (Hall 2339%bin isT).
split; first exact (Hall 2345%bin isT).
split; first exact (Hall 2359%bin isT).
split; first exact (Hall 2365%bin isT).
split; first exact (Hall 2383%bin isT).
split; first exact (Hall 2391%bin isT).
exact HK.
Qed.
