From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesVocab.
From TV Require Import Mesh.
Theorem ob_43b02ad4358eb29b : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> nat),
  rel_axis (rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n1]) A1 F1 ->
  rel_axis (rel_contiguous_shard P0 0 n5 [:: n5; 2 * P0 * n2 * n3 * n4]) (op_embedding_backward_off2 0 n0 (P0 * n1) A1 A0) (fun x => op_embedding_backward_off2 ((nth 0 x 0) * n5) n0 (P0 * n1) (F1 x) (F0 x)).
Proof. move=> R P0 n0 n1 n2 n3 n4 n5 A0 A1 F0 F1; have e0 : forall r, r * n5 = r * n5 by move=> r; ring.
  exact: (axis_map2c (fm := (fun X0 X1 => op_embedding_backward_off2 0 n0 (P0 * n1) X1 X0)) (fp := (fun x X0 X1 => op_embedding_backward_off2 ((nth 0 x 0) * n5) n0 (P0 * n1) X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_embedding_backward_vocab2 R P0 n5 (fun r => r * n5) n0 (P0 * n1) (2 * P0 * n2 * n3 * n4) X1 Y1 X0 Y0 e0)). Qed.
