From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
Theorem ob_5f1fe12567cf1715 : forall (R : comRingType) (P0 n0 n1 n2 : nat) (f_sigmoid : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2] A0 F0 ->
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2] A1 F1 ->
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2] (op_silu_grad f_sigmoid A1 A0) (fun r => op_silu_grad f_sigmoid (F1 r) (F0 r)).
Proof. move=> R P0 n0 n1 n2 f_sigmoid A0 A1 F0 F1; exact: (@rule_silu_grad_reindex R f_sigmoid P0 2 (contig_map n2) [:: n0; P0 * n1; n2] A0 A1 F0 F1). Qed.
