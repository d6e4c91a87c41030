From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
Theorem ob_400813c215a513e7 : forall (R : comRingType) (P0 n0 n1 n2 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2] A0 F0 ->
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2] A1 F1 ->
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2] (op_mul A0 A1) (fun r => op_mul (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 A0 A1 F0 F1; exact: (@rule_mul_reindex R P0 2 (contig_map n2) [:: n0; P0 * n1; n2] A0 A1 F0 F1). Qed.
