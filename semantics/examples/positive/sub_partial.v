(* POSITIVE instance of rule sub_partial (must be ACCEPTED by coqc), as the compiler emits it
   for tests/nearmiss/data/sub_partial_ok.textproto.
   Its near-miss nearmiss/nm_sub_partial.v differs in exactly one line:
   the operands' partial-sum scales differ (1 and 2). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_sub_partial {R : comRingType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {A1 : seq nat -> R} {F0 : nat -> seq nat -> R} {F1 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_partial_sum P0 1 [:: n0; n1] A1 F1 ->
  rel_partial_sum P0 1 [:: n0; n1] (op_sub A0 A1) (fun r => op_sub (F0 r) (F1 r)).
Proof. exact: (@rule_sub_partial R P0 1 [:: n0; n1] A0 A1 F0 F1). Qed.
