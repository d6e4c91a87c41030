From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesEmbedding.
From TV Require Import Mesh.
From TV Require Import RulesVocab.
Theorem ob_c6816b83d2f1c4c6 : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> nat),
  rel_axis (rel_contiguous_shard P0 0 n0 [:: n0; 2 * P0 * n1 * n2 * n3]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: n4; P0 * n5]) A1 F1 ->
  rel_axis (rel_partial_sum P0 1 [:: n4; P0 * n5; 2 * P0 * n1 * n2 * n3]) (op_embedding_off (P0 * n0) 0 A0 A1) (fun x => op_embedding_off n0 ((nth 0 x 0) * n0) (F0 x) (F1 x)).
Proof. move=> R P0 n0 n1 n2 n3 n4 n5 A0 A1 F0 F1; have e0 : forall r, r * n0 = r * n0 by move=> r; ring.
  exact: (axis_map2c (fm := (fun X0 X1 => op_embedding_off (P0 * n0) 0 X0 X1)) (fp := (fun x X0 X1 => op_embedding_off n0 ((nth 0 x 0) * n0) X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_embedding_vocab R P0 n0 (P0 * n0) (fun r => r * n0) (2 * P0 * n1 * n2 * n3) [:: n4; P0 * n5] X0 Y0 X1 Y1 erefl e0)). Qed.
