(* NEAR-MISS of rule reduce_sum_shard (must be REJECTED by coqc): differs from
   positive/reduce_sum_shard.v in exactly one line: the local sums are claimed to be partial sums with scale 2 (wrong scale).
   tests/nearmiss/data/reduce_sum_shard_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_reduce_sum_shard {R : comRingType} {P b c : nat} {x : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_contiguous_shard P 1 c [:: b; c] x F ->
  rel_partial_sum P (1 + 1) [:: b] (op_reduce_sum 1 (P * c) x) (fun r => op_reduce_sum 1 c (F r)).
Proof. exact: (@rule_reduce_sum_shard R P 1 c (P * c) [:: b; c] x F erefl erefl erefl). Qed.
