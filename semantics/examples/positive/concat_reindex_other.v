(* POSITIVE instance of rule concat_reindex_other (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_concat_reindex_other.v differs in exactly one line:
   the second piece is laid out by another map gk than the first's g (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesSplit.
Theorem obl_concat_reindex_other {R : comRingType} {P a n1 n2 : nat} {k : R} {g gk : nat -> nat -> nat} {X Y : seq nat -> R} {F G : nat -> seq nat -> R} :
  rel_reindex P 0 g [:: a; n1] X F ->
  rel_reindex P 0 g [:: a; n2] Y G ->
  rel_reindex P 0 g [:: a; (n1 + n2)%N] (op_concat 1 n1 X Y) (fun r => op_concat 1 n1 (F r) (G r)).
Proof. exact: (@rule_concat_reindex_other R P 0 g 1 n1 n2 [:: a; (n1 + n2)%N]). Qed.
