(* NEAR-MISS of rule replicated_op2 (must be REJECTED by coqc): differs from
   positive/replicated_op2.v in exactly one line: the first input is a partial sum, not replicated (missing all-reduce).
   tests/nearmiss/data/replicated_op2_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_replicated_op2 {R : comRingType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {A1 : seq nat -> R} {F0 : nat -> seq nat -> R} {F1 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_replicated P0 [:: n0; n1] A1 F1 ->
  rel_replicated P0 [:: n0; n1] (op_sub A0 A1) (fun r => op_sub (F0 r) (F1 r)).
Proof. exact: (@rule_replicated_op2 _ _ _ P0 [:: n0; n1] [:: n0; n1] [:: n0; n1] (fun Z0 Z1 => op_sub Z0 Z1) A0 A1 F0 F1 (@resp_sub R [:: n0; n1])). Qed.
