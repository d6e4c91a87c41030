(* NEAR-MISS of rule broadcast_new_partial (must be REJECTED by coqc): differs from
   positive/broadcast_new_partial.v in exactly one line: the output is claimed a partial sum of scale 2.
   tests/nearmiss/data/broadcast_new_partial_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLayout.
Theorem obl_broadcast_new_partial {R : comRingType} {P a n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: a] X F ->
  rel_partial_sum P 2%:R [:: n; a] (op_broadcast 0 X) (fun r => op_broadcast 0 (F r)).
Proof. exact: (@rule_broadcast_new_partial R P 1 0 n [:: a]). Qed.
