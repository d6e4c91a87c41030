(* NEAR-MISS of fact lin_add (rule_linear_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/lin_add.v in exactly one line: the two partial sums have different scales (1 and 2).
   tests/nearmiss/data/lin_add_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline RulesLayout.
Theorem obl_lin_add {R : comRingType} {P b n : nat} {x y : seq nat -> R} {Fx Fy : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: b; n] x Fx ->
  rel_partial_sum P (1 + 1) [:: b; n] y Fy ->
  rel_partial_sum P 1 [:: b; n] (op_add x y) (fun r => op_add (Fx r) (Fy r)).
Proof. exact: (@rule_linear_op2 _ P 1 [:: b; n] [:: b; n] [:: b; n] (fun Z0 Z1 => op_add Z0 Z1) x y Fx Fy lin_add). Qed.
