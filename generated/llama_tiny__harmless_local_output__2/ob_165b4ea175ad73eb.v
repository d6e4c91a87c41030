From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesEmbedding.
Theorem ob_165b4ea175ad73eb : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> nat),
  rel_contiguous_shard P0 0 n0 [:: n0; 4 * P0 * n1 * n2] A0 F0 ->
  rel_replicated P0 [:: n3; P0 * n4] A1 F1 ->
  rel_partial_sum P0 1 [:: n3; P0 * n4; 4 * P0 * n1 * n2] (op_embedding_off (P0 * n0) 0 A0 A1) (fun r => op_embedding_off n0 (r * n0) (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 A1 F0 F1; exact: (@rule_embedding_vocab R P0 n0 (4 * P0 * n1 * n2) [:: n3; P0 * n4] A0 F0 A1 F1). Qed.
