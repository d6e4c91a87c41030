From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import RulesScaled.
Theorem ob_e4b409c17aed691b : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R),
  rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 F0 ->
  rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A1 F1 ->
  rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] (op_add A1 A0) (fun r => op_add (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 A1 F0 F1; move=> Hc0 Hc1; apply: ((@resp_replicated _ _ _) (op_add A0 A1));
  [move: Hc0 Hc1; exact: (@rule_add_replicated R P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 A1 F0 F1) | by move=> i; rewrite /op_add GRing.addrC]. Qed.
