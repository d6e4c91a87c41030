From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
Theorem ob_5a359d7b568930d4 : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_partial_sum P0 1 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 F0 ->
  rel_contiguous_shard P0 1 n1 [:: n0; n1; 2 * P0 * n2 * n3 * n4] A0 (fun r => op_reduce_scatter 1 n1 P0 F0 r).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 F0; exact: (@rule_reduce_scatter R P0 1 n1 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 F0 isT erefl). Qed.
