From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesSplit.
Theorem ob_881571af62ba541f : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 (2 * n2) [:: n0; P0 * n1; 2 * n2; 2 * n3] A0 F0 ->
  rel_contiguous_shard P0 2 (2 * n2) [:: n0; P0 * n1; 2 * n2; n3] (op_slice 3 0 A0) (fun r => op_slice 3 0 (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; have e0 : 2 * n3 = 0 + n3 + n3 by ring.
  exact: (@rule_split_reindex_other R P0 2 (contig_map (2 * n2)) 3 0 n3 n3 [:: n0; P0 * n1; 2 * n2; 2 * n3] A0 F0 isT isT e0). Qed.
