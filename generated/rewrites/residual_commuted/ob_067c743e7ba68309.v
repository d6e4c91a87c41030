From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReplicatedLoss.
Theorem ob_067c743e7ba68309 : forall (R : fieldType) (P0 n0 n1 n2 : nat) (f_exp : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> nat) (A2 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> nat) (F2 : nat -> seq nat -> R),
  rel_replicated P0 [:: n0; P0 * n1; P0 * n2] A0 F0 ->
  rel_replicated P0 [:: n0; P0 * n1] A1 F1 ->
  rel_replicated P0 [:: n0; P0 * n1] A2 F2 ->
  rel_replicated P0 [:: n0; P0 * n1; P0 * n2] (op_cross_entropy_backward f_exp (P0 * n2) A0 A1 A2) (fun r => op_cross_entropy_backward f_exp (P0 * n2) (F0 r) (F1 r) (F2 r)).
Proof. move=> R P0 n0 n1 n2 f_exp A0 A1 A2 F0 F1 F2; exact: (@rule_cross_entropy_backward_replicated R f_exp P0 [:: n0; P0 * n1] (P0 * n2) A0 F0 A1 F1 A2 F2). Qed.
