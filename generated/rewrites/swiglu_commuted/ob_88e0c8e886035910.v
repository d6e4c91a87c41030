From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesEmbedding.
Theorem ob_88e0c8e886035910 : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> nat),
  rel_contiguous_shard P0 0 n0 [:: n0; 2 * P0 * n1 * n2 * n3] A0 F0 ->
  rel_replicated P0 [:: n4; P0 * n5] A1 F1 ->
  rel_partial_sum P0 1 [:: n4; P0 * n5; 2 * P0 * n1 * n2 * n3] (op_embedding_off (P0 * n0) 0 A0 A1) (fun r => op_embedding_off n0 (r * n0) (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 n3 n4 n5 A0 A1 F0 F1; exact: (@rule_embedding_vocab R P0 n0 (2 * P0 * n1 * n2 * n3) [:: n4; P0 * n5] A0 F0 A1 F1). Qed.
