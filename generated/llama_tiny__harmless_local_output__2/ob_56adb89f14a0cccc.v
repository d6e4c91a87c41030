From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import Rules.
Theorem ob_56adb89f14a0cccc : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 (2 * n2) [:: n0; P0 * n1; 2 * n2; n3] A0 F0 ->
  rel_contiguous_shard P0 2 (2 * n2) [:: n0; P0 * n1; 2 * n2; n3] (op_neg A0) (fun r => op_neg (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; exact: (@rule_neg_reindex R P0 2 (contig_map (2 * n2)) [:: n0; P0 * n1; 2 * n2; n3] A0 F0). Qed.
