(* NEAR-MISS of rule reduce_mean_partial (must be REJECTED by coqc): differs from
   positive/reduce_mean_partial.v in exactly one line: the output is claimed a partial sum with scale 2 (wrong scale).
   tests/nearmiss/data/reduce_mean_partial_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_reduce_mean_partial {R : fieldType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_partial_sum P0 (2%:R)%R [:: n0] (op_reduce_mean 1 n1 A0) (fun r => op_reduce_mean 1 n1 (F0 r)).
Proof. exact: (@rule_reduce_mean_partial R P0 1 1 n1 [:: n0; n1] A0 F0 isT erefl). Qed.
