From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import MeshOuter.
Theorem ob_92b716c421abf275 : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 (2 * n2 * n3) [:: n0; P0 * n1; 2 * n2 * n3] A0 F0 ->
  rel_contiguous_shard P0 0 (2 * n2 * n3) [:: 2 * n2 * n3; 2 * P0 * n2 * n4 * n3] A1 F1 ->
  rel_partial_sum P0 1 [:: n0; P0 * n1; 2 * P0 * n2 * n4 * n3] (op_matmul (2 * P0 * n2 * n3) A0 A1) (fun r => op_matmul (2 * n2 * n3) (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 A1 F0 F1; have e0 : 2 * P0 * n2 * n3 = P0 * (2 * n2 * n3) by ring.
  exact: (@rule_matmul_row_k R P0 (2 * n2 * n3) (2 * P0 * n2 * n4 * n3) [:: n0; P0 * n1] (2 * P0 * n2 * n3) e0 A0 A1 F0 F1). Qed.
