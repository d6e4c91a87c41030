From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem ob_798d2a00d05ea4b5 : forall (R : comRingType) (P0 n0 n1 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 0 (2 * n0 * n1) [:: 2 * n0 * n1; 4 * P0 * n0 * n1] A0 F0 ->
  rel_contiguous_shard P0 1 (2 * n0 * n1) [:: 4 * P0 * n0 * n1; 2 * n0 * n1] (op_transpose 0 1 A0) (fun r => op_transpose 0 1 (F0 r)).
Proof. move=> R P0 n0 n1 A0 F0; exact: (@rule_transpose_contiguous R P0 0 1 (2 * n0 * n1) [:: 2 * n0 * n1; 4 * P0 * n0 * n1] A0 F0 isT isT). Qed.
