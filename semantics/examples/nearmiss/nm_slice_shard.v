(* NEAR-MISS of rule slice_shard (must be REJECTED by coqc): differs from
   positive/slice_shard.v in exactly one line: each rank slices at offset r instead of r * ce (wrong offset).
   tests/nearmiss/data/slice_shard_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_slice_shard {R : comRingType} {P ce t : nat} {w : seq nat -> R} {Fw : nat -> seq nat -> R} :
  rel_replicated P [:: t; (P * ce)%N] w Fw ->
  rel_contiguous_shard P 1 ce [:: t; ce] w (fun r => reindex 1 (addn r) (Fw r)).
Proof. exact: (@rule_slice_shard R P 1 ce [:: t; (P * ce)%N] w Fw erefl erefl). Qed.
