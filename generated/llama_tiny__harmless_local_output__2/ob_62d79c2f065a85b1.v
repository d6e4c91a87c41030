From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesNormLoss.
Theorem ob_62d79c2f065a85b1 : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_replicated P0 [:: n0; P0 * n1; 2 * n2] A0 F0 ->
  rel_contiguous_shard P0 2 (2 * n3) [:: n0; P0 * n1; 2 * n3; 2 * n2] (op_broadcast 2 A0) (fun r => op_broadcast 2 (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; exact: (@rule_broadcast_new_reindex R P0 2 (contig_map (2 * n3)) (2 * n3) [:: n0; P0 * n1; 2 * n2] A0 F0 isT). Qed.
