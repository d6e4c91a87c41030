From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesVocab.
Theorem ob_b249ccb8c79ed6db : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> nat),
  rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 F0 ->
  rel_replicated P0 [:: n0; P0 * n1] A1 F1 ->
  rel_contiguous_shard P0 0 n5 [:: n5; 2 * P0 * n2 * n3 * n4] (op_embedding_backward_off2 0 n0 (P0 * n1) A1 A0) (fun r => op_embedding_backward_off2 (r * n5) n0 (P0 * n1) (F1 r) (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 n4 n5 A0 A1 F0 F1; exact: (@rule_embedding_backward_vocab2 R P0 n5 n0 (P0 * n1) (2 * P0 * n2 * n3 * n4) A1 F1 A0 F0). Qed.
