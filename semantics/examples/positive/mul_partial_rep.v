(* POSITIVE instance of rule mul_partial_rep (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_mul_partial_rep.v differs in exactly one line:
   the factor a partial sum too (a product of sums is no sum of products). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout.
Theorem obl_mul_partial_rep {R : comRingType} {P n : nat} {x y : seq nat -> R} {Fx Fy : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: n] x Fx ->
  rel_replicated P [:: n] y Fy ->
  rel_partial_sum P 1 [:: n] (op_mul x y) (fun r => op_mul (Fx r) (Fy r)).
Proof. exact: (@rule_mul_partial_rep R P 1 [:: n]). Qed.
