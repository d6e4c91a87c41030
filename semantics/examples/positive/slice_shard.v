(* POSITIVE instance of rule slice_shard (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_shard.v differs in exactly one line:
   each rank slices at offset r instead of r * ce (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_slice_shard {R : comRingType} {P ce t : nat} {w : seq nat -> R} {Fw : nat -> seq nat -> R} :
  rel_replicated P [:: t; (P * ce)%N] w Fw ->
  rel_contiguous_shard P 1 ce [:: t; ce] w (fun r => reindex 1 (addn (r * ce)) (Fw r)).
Proof. exact: (@rule_slice_shard R P 1 ce [:: t; (P * ce)%N] w Fw erefl erefl). Qed.
