(* NEAR-MISS of rule reduce_mean_replicated (must be REJECTED by coqc): differs from
   positive/reduce_mean_replicated.v in exactly one line: the input is a partial sum (missing all-reduce).
   tests/nearmiss/data/reduce_mean_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesTorch.
Theorem obl_reduce_mean_replicated {R : fieldType} {P a n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: a; n] X F ->
  rel_replicated P [:: a] (op_reduce_mean 1 n X) (fun r => op_reduce_mean 1 n (F r)).
Proof. exact: (@rule_reduce_mean_replicated R P 1 n [:: a; n] X F). Qed.
