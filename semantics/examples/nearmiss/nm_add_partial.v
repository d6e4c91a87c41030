(* NEAR-MISS of rule add_partial (must be REJECTED by coqc): differs from
   positive/add_partial.v in exactly one line: the two partial sums have different scales (1 and 2).
   tests/nearmiss/data/add_partial_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_add_partial {R : comRingType} {P b n : nat} {x y : seq nat -> R} {Fx Fy : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: b; n] x Fx ->
  rel_partial_sum P (1 + 1) [:: b; n] y Fy ->
  rel_partial_sum P 1 [:: b; n] (op_add x y) (fun r => op_add (Fx r) (Fy r)).
Proof. exact: rule_add_partial. Qed.
