(* NEAR-MISS of rule concat_reindex_other (must be REJECTED by coqc): differs from
   positive/concat_reindex_other.v in exactly one line: the second piece is laid out by another map gk than the first's g (wrong layout).
   tests/nearmiss/data/concat_reindex_other_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesSplit.
Theorem obl_concat_reindex_other {R : comRingType} {P a n1 n2 : nat} {k : R} {g gk : nat -> nat -> nat} {X Y : seq nat -> R} {F G : nat -> seq nat -> R} :
  rel_reindex P 0 g [:: a; n1] X F ->
  rel_reindex P 0 gk [:: a; n2] Y G ->
  rel_reindex P 0 g [:: a; (n1 + n2)%N] (op_concat 1 n1 X Y) (fun r => op_concat 1 n1 (F r) (G r)).
Proof. exact: (@rule_concat_reindex_other R P 0 g 1 n1 n2 [:: a; (n1 + n2)%N]). Qed.
