From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesReshape.
Theorem ob_0875c7b6b0d32848 : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_partial_sum P0 1 [:: P0 * n0 * n1; 4 * P0 * n2 * n3] A0 F0 ->
  rel_partial_sum P0 1 [:: n0; P0 * n1; 4 * P0 * n2 * n3] (op_reshape_split 0 (P0 * n1) A0) (fun r => op_reshape_split 0 (P0 * n1) (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; have e0 : P0 * n0 * n1 = n0 * (P0 * n1) by ring.
  exact: (@rule_reshape_split_partial R P0 1 0 n0 (P0 * n1) (P0 * n0 * n1) [:: P0 * n0 * n1; 4 * P0 * n2 * n3] A0 F0 isT erefl e0). Qed.
