From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReplicatedLoss.
Theorem ob_5b780fa1f9a4a6d8 : forall (R : fieldType) (P0 n0 n1 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_replicated P0 [:: n0; P0 * n1] A0 F0 ->
  rel_replicated P0 [::] (op_reduce_mean 0 n0 (op_reduce_mean 1 (P0 * n1) A0)) (fun r => op_reduce_mean 0 n0 (op_reduce_mean 1 (P0 * n1) (F0 r))).
Proof. move=> R P0 n0 n1 A0 F0; exact: (@rule_mean2_replicated R P0 n0 (P0 * n1) A0 F0). Qed.
