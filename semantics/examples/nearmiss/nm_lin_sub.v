(* NEAR-MISS of fact lin_sub (rule_linear_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/lin_sub.v in exactly one line: the operands' partial-sum scales differ (1 and 2).
   tests/nearmiss/data/lin_sub_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_lin_sub {R : comRingType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {A1 : seq nat -> R} {F0 : nat -> seq nat -> R} {F1 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_partial_sum P0 (2%:R)%R [:: n0; n1] A1 F1 ->
  rel_partial_sum P0 1 [:: n0; n1] (op_sub A0 A1) (fun r => op_sub (F0 r) (F1 r)).
Proof. exact: (@rule_linear_op2 _ P0 1 [:: n0; n1] [:: n0; n1] [:: n0; n1] (fun Z0 Z1 => op_sub Z0 Z1) A0 A1 F0 F1 lin_sub). Qed.
