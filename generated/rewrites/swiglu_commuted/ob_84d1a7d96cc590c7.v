From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
Theorem ob_84d1a7d96cc590c7 : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 1 n3 [:: 2 * P0 * n0 * n1 * n2; n3] A0 F0 ->
  rel_contiguous_shard P0 0 n3 [:: n3; 2 * P0 * n0 * n1 * n2] (op_transpose 0 1 A0) (fun r => op_transpose 0 1 (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; exact: (@rule_transpose_contiguous_back R P0 0 1 n3 [:: 2 * P0 * n0 * n1 * n2; n3] A0 F0 isT isT). Qed.
