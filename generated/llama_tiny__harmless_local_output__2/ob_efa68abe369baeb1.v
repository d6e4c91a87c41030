From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem ob_efa68abe369baeb1 : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_replicated P0 [:: P0 * n0 * n1; 4 * P0 * n2 * n3] A0 F0 ->
  rel_replicated P0 [:: 4 * P0 * n2 * n3; P0 * n0 * n1] (op_transpose 0 1 A0) (fun r => op_transpose 0 1 (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; exact: (@rule_transpose_replicated R P0 0 1 [:: P0 * n0 * n1; 4 * P0 * n2 * n3] A0 F0 isT isT). Qed.
