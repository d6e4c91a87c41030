From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem ob_1d88cc7405b01216 : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2; 2; 2 * n3] A0 F0 ->
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2; 2 * n3] (op_reduce_sum 3 2 A0) (fun r => op_reduce_sum 3 2 (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; exact: (@rule_reduce_sum_reindex_lt R P0 2 3 (contig_map n2) 2 [:: n0; P0 * n1; n2; 2; 2 * n3] A0 F0 isT isT erefl). Qed.
