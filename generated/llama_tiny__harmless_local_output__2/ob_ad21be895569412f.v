From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import Rules.
Theorem ob_ad21be895569412f : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R),
  rel_replicated P0 [:: 4 * P0 * n0 * n1; P0 * n2 * n3] A0 F0 ->
  rel_contiguous_shard P0 1 (4 * n0 * n1) [:: P0 * n2 * n3; 4 * n0 * n1] A1 F1 ->
  rel_contiguous_shard P0 1 (4 * n0 * n1) [:: 4 * P0 * n0 * n1; 4 * n0 * n1] (op_matmul (P0 * n2 * n3) A0 A1) (fun r => op_matmul (P0 * n2 * n3) (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 A1 F0 F1; exact: (@rule_matmul_col R P0 (4 * n0 * n1) (P0 * n2 * n3) [:: 4 * P0 * n0 * n1] A0 A1 F0 F1). Qed.
