(* NEAR-MISS of rule mul_rep_partial (must be REJECTED by coqc): differs from
   positive/mul_rep_partial.v in exactly one line: the factor a partial sum too (a product of sums is no sum of products).
   tests/nearmiss/data/mul_rep_partial_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout.
Theorem obl_mul_rep_partial {R : comRingType} {P n : nat} {x y : seq nat -> R} {Fx Fy : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: n] x Fx ->
  rel_partial_sum P 1 [:: n] y Fy ->
  rel_partial_sum P 1 [:: n] (op_mul x y) (fun r => op_mul (Fx r) (Fy r)).
Proof. exact: (@rule_mul_rep_partial R P 1 [:: n]). Qed.
