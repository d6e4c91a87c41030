From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReplicatedLoss.
Theorem ob_bf44078e1439899b : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R),
  rel_contiguous_shard P0 1 (2 * n1 * n2 * n3) [:: n0; 2 * n1 * n2 * n3; P0 * n4] A0 F0 ->
  rel_replicated P0 [:: n0; P0 * n4; 2 * P0 * n1 * n2 * n3] A1 F1 ->
  rel_contiguous_shard P0 1 (2 * n1 * n2 * n3) [:: n0; 2 * n1 * n2 * n3; 2 * P0 * n1 * n2 * n3] (op_batched_matmul (P0 * n4) A0 A1) (fun r => op_batched_matmul (P0 * n4) (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 A1 F0 F1; exact: (@rule_batched_matmul_rows3 R P0 (contig_map (2 * n1 * n2 * n3)) n0 (2 * n1 * n2 * n3) (P0 * n4) (2 * P0 * n1 * n2 * n3) A0 A1 F0 F1). Qed.
