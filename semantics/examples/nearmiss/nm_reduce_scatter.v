(* NEAR-MISS of rule reduce_scatter (must be REJECTED by coqc): differs from
   positive/reduce_scatter.v in exactly one line: the input partial sum has scale 2 but reduce_scatter sums with scale 1 (missing scale).
   tests/nearmiss/data/reduce_scatter_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_reduce_scatter {R : comRingType} {P c n : nat} {y : seq nat -> R} {Fy : nat -> seq nat -> R} :
  rel_partial_sum P (1 + 1) [:: (P * c)%N; n] y Fy ->
  rel_contiguous_shard P 0 c [:: c; n] y (fun r => op_reduce_scatter 0 c P Fy r).
Proof. exact: (@rule_reduce_scatter R P 0 c [:: (P * c)%N; n] y Fy erefl erefl). Qed.
