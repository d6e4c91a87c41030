From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem ob_4d013c7635a78ca8 : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R),
  rel_contiguous_shard P0 0 (2 * n0 * n1) [:: 2 * n0 * n1; P0 * n2 * n3] A0 F0 ->
  rel_replicated P0 [:: P0 * n2 * n3; 4 * P0 * n0 * n1] A1 F1 ->
  rel_contiguous_shard P0 0 (2 * n0 * n1) [:: 2 * n0 * n1; 4 * P0 * n0 * n1] (op_matmul (P0 * n2 * n3) A0 A1) (fun r => op_matmul (P0 * n2 * n3) (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 A1 F0 F1; exact: (@rule_matmul_lead_contiguous R P0 0 (2 * n0 * n1) (P0 * n2 * n3) (4 * P0 * n0 * n1) [:: 2 * n0 * n1] A0 A1 F0 F1 isT). Qed.
