From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
Theorem ob_7752870280e5662a : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 n4 [:: n0; 2 * P0 * n1 * n2 * n3; n4] A0 F0 ->
  rel_contiguous_shard P0 1 n4 [:: 2 * P0 * n1 * n2 * n3; n4] (op_reduce_sum 0 n0 A0) (fun r => op_reduce_sum 0 n0 (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 F0; exact: (@rule_reduce_sum_reindex_ge R P0 1 0 (contig_map n4) n0 [:: n0; 2 * P0 * n1 * n2 * n3; n4] A0 F0 isT isT erefl). Qed.
