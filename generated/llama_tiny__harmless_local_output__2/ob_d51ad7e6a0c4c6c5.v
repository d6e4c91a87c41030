From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesReshape.
Theorem ob_d51ad7e6a0c4c6c5 : forall (R : comRingType) (P0 n0 n1 n2 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2] A0 F0 ->
  rel_contiguous_shard P0 1 n2 [:: P0 * n0 * n1; n2] (op_reshape_merge 0 (P0 * n1) A0) (fun r => op_reshape_merge 0 (P0 * n1) (F0 r)).
Proof. move=> R P0 n0 n1 n2 A0 F0; have e0 : P0 * n0 * n1 = n0 * (P0 * n1) by ring.
  exact: (@rule_reshape_merge_reindex_gt R P0 2 (contig_map n2) 0 n0 (P0 * n1) (P0 * n0 * n1) [:: n0; P0 * n1; n2] A0 F0 isT isT erefl erefl e0). Qed.
