From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
Theorem ob_d88958a04438d5fa : forall (R : comRingType) (P0 n0 n1 n2 : nat) (f_sigmoid : R -> R) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2] A0 F0 ->
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2] (op_silu f_sigmoid A0) (fun r => op_silu f_sigmoid (F0 r)).
Proof. move=> R P0 n0 n1 n2 f_sigmoid A0 F0; exact: (@rule_silu_reindex R f_sigmoid P0 2 (contig_map n2) [:: n0; P0 * n1; n2] A0 F0). Qed.
