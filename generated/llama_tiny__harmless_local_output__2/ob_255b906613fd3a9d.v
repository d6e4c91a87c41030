From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesReshape.
Theorem ob_255b906613fd3a9d : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 (4 * n2 * n3) [:: n0; P0 * n1; 4 * n2 * n3] A0 F0 ->
  rel_contiguous_shard P0 1 (4 * n2 * n3) [:: P0 * n0 * n1; 4 * n2 * n3] (op_reshape_merge 0 (P0 * n1) A0) (fun r => op_reshape_merge 0 (P0 * n1) (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; have e0 : P0 * n0 * n1 = n0 * (P0 * n1) by ring.
  exact: (@rule_reshape_merge_reindex_gt R P0 2 (contig_map (4 * n2 * n3)) 0 n0 (P0 * n1) (P0 * n0 * n1) [:: n0; P0 * n1; 4 * n2 * n3] A0 F0 isT isT erefl erefl e0). Qed.
