From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
Theorem ob_c7c7418cf1a38964 : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 1 (2 * n1 * n2 * n3) [:: n0; 2 * n1 * n2 * n3; 2 * P0 * n1 * n2 * n3] A0 F0 ->
  rel_contiguous_shard P0 0 (2 * n1 * n2 * n3) [:: 2 * n1 * n2 * n3; 2 * P0 * n1 * n2 * n3] (op_reduce_sum 0 n0 A0) (fun r => op_reduce_sum 0 n0 (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; exact: (@rule_reduce_sum_reindex_ge R P0 0 0 (contig_map (2 * n1 * n2 * n3)) n0 [:: n0; 2 * n1 * n2 * n3; 2 * P0 * n1 * n2 * n3] A0 F0 isT isT erefl). Qed.
