From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHaloShift.
From TV Require Import RulesHaloMesh.
From TV Require Import RulesMeshView.
From TV Require Import Mesh.
From TV Require Import RulesVocab.
Theorem ob_2210b453b6cd3da3 : forall (R : comRingType) (P0 P1 P2 n0 n1 : nat) (A0 : seq nat -> nat) (F0 : seq nat -> seq nat -> nat),
  leq n0 (2 * P0 * n1) ->
  rel_nest P1 (rel_replicated P1 [:: P0 * (2 * P2 * n1)]) (rel_nest P2 (rel_contiguous_shard P2 0 (2 * P0 * n1) [:: 2 * P0 * n1]) (rel_axis (rel_replicated P0 [:: 2 * P0 * n1]))) A0 F0 ->
  rel_nest P1 (rel_replicated P1 [:: P0 * (2 * P2 * n1)]) (rel_nest P2 (rel_reindex P2 0 (halo_tail (2 * P0 * n1) n0) [:: n0]) (rel_axis (rel_replicated P0 [:: n0]))) A0 (fun x => op_slice_index 0 (2 * P0 * n1 - n0) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 A0 F0 Hp0; exact: (nest_pass1 (fp := (fun x X0 => op_slice_index 0 (2 * P0 * n1 - n0) X0))
    (fun i0 h0 => (nest_map1v (fs := (fun X0 => X0)) (fm := (fun i1 => (fun X0 => op_slice_index 0 (2 * P0 * n1 - n0) X0))) (fp := (fun x => (fun x X0 => op_slice_index 0 (2 * P0 * n1 - n0) X0) (i0 :: x)))
    (fun X0 Y0 => @rule_halo_tail_shard _ P2 (2 * P0 * n1) n0 [::] X0 Y0 Hp0)
    (fun i1 h1 => (axis_map1c (fm := (fun X0 => op_slice_index 0 (2 * P0 * n1 - n0) X0)) (fp := (fun x => (fun x X0 => op_slice_index 0 (2 * P0 * n1 - n0) X0) (i0 :: i1 :: x)))
    (fun X0 Y0 => @rule_tail_index_replicated P0 (2 * P0 * n1) n0 X0 Y0 Hp0)))))). Qed.
