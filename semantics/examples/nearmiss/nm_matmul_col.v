(* NEAR-MISS of rule matmul_col (must be REJECTED by coqc): differs from
   positive/matmul_col.v in exactly one line: A is a partial sum (the all-reduce before the column-parallel matmul is missing) instead of replicated.
   tests/nearmiss/data/matmul_col_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_matmul_col {R : comRingType} {P b d fc : nat} {x w1 : seq nat -> R} {Fx Fw1 : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: b; d] x Fx ->
  rel_contiguous_shard P 1 fc [:: d; fc] w1 Fw1 ->
  rel_contiguous_shard P 1 fc [:: b; fc] (op_matmul d x w1) (fun r => op_matmul d (Fx r) (Fw1 r)).
Proof. exact: (@rule_matmul_col R P fc d [:: b]). Qed.
