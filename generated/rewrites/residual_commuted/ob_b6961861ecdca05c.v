From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
Theorem ob_b6961861ecdca05c : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R),
  rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 F0 ->
  rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A1 F1 ->
  rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] (op_add A0 A1) (fun r => op_add (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 A1 F0 F1; exact: (@rule_add_replicated R P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 A1 F0 F1). Qed.
