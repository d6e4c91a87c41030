(* NEAR-MISS of rule split_replicated (must be REJECTED by coqc): differs from
   positive/split_replicated.v in exactly one line: the split input is a partial sum (missing all-reduce).
   tests/nearmiss/data/split_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesSplit.
Theorem obl_split_replicated {R : comRingType} {P a o n m : nat} {k : R} {g gk : nat -> nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: a; (o + n + m)%N] X F ->
  rel_replicated P [:: a; n] (op_slice 1 o X) (fun r => op_slice 1 o (F r)).
Proof. exact: (@rule_split_replicated R P 1 o n m [:: a; (o + n + m)%N]). Qed.
