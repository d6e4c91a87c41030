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
Lemma cert_obs2 (R : fieldType) (P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l : nat) (f_exp f_log : R -> R) (f_rope_cos f_rope_sin : nat -> nat -> R) (f_rsqrt f_sigmoid : R -> R) (f_topk : (nat -> R) -> nat -> nat) (E : nat -> value R) (F : nat -> seq nat -> value R) (K : Prop) :
  holds_bin (fun j => E (cert_sm j)) (cert_rel R P_dp P_tp P_cp n_V_l n_Dr n_G n_Hkv_l n_halo n_s n_E_l n_k n_fe n_B_l) 3592%bin F -> K ->
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
  K.
Proof.
move=> Hall HK.
split; first exact (Hall 2398%bin isT).
split; first exact (Hall 2410%bin isT).
split; first exact (Hall 2417%bin isT).
split; first exact (Hall 2421%bin isT).
split; first exact (Hall 2443%bin isT).
split; first exact (Hall 2450%bin isT).
split; first exact (Hall 2456%bin isT).
split; first exact (Hall 2473%bin isT).
split; first exact (Hall 2481%bin isT).
split; first exact (Hall 2490%bin isT).
split; first exact (Hall 2497%bin isT).
split; first exact (Hall 2509%bin isT).
split; first exact (Hall 2516%bin isT).
split; first exact (Hall 2520%bin isT).
split; first exact (Hall 2542%bin isT).
split; first exact (Hall 2549%bin isT).
split; first exact (Hall 2555%bin isT).
split; first exact (Hall 2572%bin isT).
split; first exact (Hall 2580%bin isT).
split; first exact (Hall 2589%bin isT).
split; first exact (Hall 2596%bin isT).
split; first exact (Hall 2608%bin isT).
split; first exact (Hall 2615%bin isT).
split; first exact (Hall 2619%bin isT).
split; first exact (Hall 2641%bin isT).
split; first exact (Hall 2648%bin isT).
split; first exact (Hall 2654%bin isT).
split; first exact (Hall 2671%bin isT).
split; first exact (Hall 2679%bin isT).
split; first exact (Hall 2688%bin isT).
split; first exact (Hall 2695%bin isT).
split; first exact (Hall 2707%bin isT).
split; first exact (Hall 2714%bin isT).
split; first exact (Hall 2718%bin isT).
split; first exact (Hall 2740%bin isT).
split; first exact (Hall 2747%bin isT).
split; first exact (Hall 2753%bin isT).
split; first exact (Hall 2770%bin isT).
split; first exact (Hall 2778%bin isT).
split; first exact (Hall 2787%bin isT).
split; first exact (Hall 2794%bin isT).
split; first exact (Hall 2806%bin isT).
split; first exact (Hall 2813%bin isT).
split; first exact (Hall 2817%bin isT).
split; first exact (Hall 2839%bin isT).
split; first exact (Hall 2846%bin isT).
split; first exact (Hall 2852%bin isT).
split; first exact (Hall 2869%bin isT).
split; first exact (Hall 2877%bin isT).
split; first exact (Hall 2886%bin isT).
split; first exact (Hall 2893%bin isT).
split; first exact (Hall 2905%bin isT).
split; first exact (Hall 2912%bin isT).
split; first exact (Hall 2916%bin isT).
split; first exact (Hall 2938%bin isT).
split; first exact (Hall 2945%bin isT).
split; first exact (Hall 2951%bin isT).
split; first exact (Hall 2968%bin isT).
split; first exact (Hall 2976%bin isT).
split; first exact (Hall 2985%bin isT).
split; first exact (Hall 2992%bin isT).
split; first exact (Hall 3004%bin isT).
split; first exact (Hall 3011%bin isT).
split; first exact (Hall 3015%bin isT).
exact HK.
Qed.
