From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
Theorem ob_ef5c17cc80694cef : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_partial_sum P0 1 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 F0 ->
  rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 (fun r => op_all_reduce P0 1 F0).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 F0; exact: (@rule_all_reduce R P0 1 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 F0). Qed.
