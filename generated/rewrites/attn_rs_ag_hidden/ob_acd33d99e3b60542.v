From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
Theorem ob_acd33d99e3b60542 : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_partial_sum P0 1 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 F0 ->
  rel_contiguous_shard P0 2 (2 * n2 * n3 * n4) [:: n0; P0 * n1; 2 * n2 * n3 * n4] A0 (fun r => op_reduce_scatter 2 (2 * n2 * n3 * n4) P0 F0 r).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 F0; have e0 : 2 * P0 * n2 * n3 * n4 = P0 * (2 * n2 * n3 * n4) by ring.
  exact: (@rule_reduce_scatter R P0 2 (2 * n2 * n3 * n4) [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 F0 isT e0). Qed.
