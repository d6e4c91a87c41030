From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
Theorem ob_3334a7754659687a : forall (R : comRingType) (P0 n0 n1 n2 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R),
  rel_contiguous_shard P0 1 n1 [:: n0; n1] A0 F0 ->
  rel_contiguous_shard P0 0 n1 [:: n1; n2] A1 F1 ->
  rel_partial_sum P0 1 [:: n0; n2] (op_matmul (P0 * n1) A0 A1) (fun r => op_matmul n1 (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 A0 A1 F0 F1; exact: (@rule_matmul_row R P0 n1 n2 [:: n0] A0 A1 F0 F1). Qed.
