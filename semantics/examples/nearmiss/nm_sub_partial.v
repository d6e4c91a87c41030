(* NEAR-MISS of rule sub_partial (must be REJECTED by coqc): differs from
   positive/sub_partial.v in exactly one line: the operands' partial-sum scales differ (1 and 2).
   tests/nearmiss/data/sub_partial_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_sub_partial {R : comRingType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {A1 : seq nat -> R} {F0 : nat -> seq nat -> R} {F1 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_partial_sum P0 (2%:R)%R [:: n0; n1] A1 F1 ->
  rel_partial_sum P0 1 [:: n0; n1] (op_sub A0 A1) (fun r => op_sub (F0 r) (F1 r)).
Proof. exact: (@rule_sub_partial R P0 1 [:: n0; n1] A0 A1 F0 F1). Qed.
