(* NEAR-MISS of rule slice_reindex_other (must be REJECTED by coqc): differs from
   positive/slice_reindex_other.v in exactly one line: the slice is claimed in another layout gk (wrong layout).
   tests/nearmiss/data/slice_reindex_other_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesSplit.
Theorem obl_slice_reindex_other {R : comRingType} {P a o n m : nat} {g gk : nat -> nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_reindex P 0 g [:: a; (o + n + m)%N] X F ->
  rel_reindex P 0 gk [:: a; n] (op_slice 1 o X) (fun r => op_slice 1 o (F r)).
Proof. exact: (@rule_split_reindex_other R P 0 g 1 o n m [:: a; (o + n + m)%N]). Qed.
