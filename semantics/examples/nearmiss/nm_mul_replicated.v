(* NEAR-MISS of rule mul_replicated (must be REJECTED by coqc): differs from
   positive/mul_replicated.v in exactly one line: the first input is a partial sum (missing all-reduce) instead of replicated.
   tests/nearmiss/data/mul_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_mul_replicated {R : comRingType} {P b n : nat} {x y : seq nat -> R} {Fx Fy : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: b; n] x Fx ->
  rel_replicated P [:: b; n] y Fy ->
  rel_replicated P [:: b; n] (op_mul x y) (fun r => op_mul (Fx r) (Fy r)).
Proof. exact: rule_mul_replicated. Qed.
