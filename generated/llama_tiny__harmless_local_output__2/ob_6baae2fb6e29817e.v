From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import Rules.
Theorem ob_6baae2fb6e29817e : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R),
  rel_contiguous_shard P0 1 n1 [:: n0; n1; 4 * P0 * n2 * n3] A0 F0 ->
  rel_contiguous_shard P0 1 n1 [:: n0; n1; 4 * P0 * n2 * n3] A1 F1 ->
  rel_contiguous_shard P0 1 n1 [:: n0; n1; 4 * P0 * n2 * n3] (op_add A0 A1) (fun r => op_add (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 A1 F0 F1; exact: (@rule_add_reindex R P0 1 (contig_map n1) [:: n0; n1; 4 * P0 * n2 * n3] A0 A1 F0 F1). Qed.
