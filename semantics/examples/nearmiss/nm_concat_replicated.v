(* NEAR-MISS of rule concat_replicated (must be REJECTED by coqc): differs from
   positive/concat_replicated.v in exactly one line: the second piece is a partial sum (missing all-reduce).
   tests/nearmiss/data/concat_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesSplit.
Theorem obl_concat_replicated {R : comRingType} {P a n1 n2 : nat} {k : R} {g gk : nat -> nat -> nat} {X Y : seq nat -> R} {F G : nat -> seq nat -> R} :
  rel_replicated P [:: a; n1] X F ->
  rel_partial_sum P 1 [:: a; n2] Y G ->
  rel_replicated P [:: a; (n1 + n2)%N] (op_concat 1 n1 X Y) (fun r => op_concat 1 n1 (F r) (G r)).
Proof. exact: (@rule_concat_replicated R P 1 n1 n2 [:: a; (n1 + n2)%N]). Qed.
