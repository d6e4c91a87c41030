From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHalo4.
From TV Require Import RulesHaloMesh.
From TV Require Import RulesMeshView.
From TV Require Import Mesh.
From TV Require Import RulesVocab.
Theorem ob_0caf781a9cd95b72 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  leq n0 (2 * P0 * n1) ->
  rel_nest P1 (rel_contiguous_shard P1 0 n2 [:: n2; P0 * n3; P0 * (2 * P2 * n1); 2 * n4]) (rel_nest P2 (rel_contiguous_shard P2 2 (2 * P0 * n1) [:: n2; P0 * n3; 2 * P0 * n1; 2 * n4]) (rel_axis (rel_contiguous_shard P0 1 n3 [:: n2; n3; 2 * P0 * n1; 2 * n4]))) A0 F0 ->
  rel_nest P1 (rel_contiguous_shard P1 0 n2 [:: n2; P0 * n3; P0 * (2 * P2 * n1); 2 * n4]) (rel_nest P2 (rel_reindex P2 2 (halo_tail (2 * P0 * n1) n0) [:: n2; P0 * n3; n0; 2 * n4]) (rel_axis (rel_contiguous_shard P0 1 n3 [:: n2; n3; n0; 2 * n4]))) A0 (fun x => op_slice 2 (2 * P0 * n1 - n0) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 A0 F0 Hp0; exact: (nest_pass1 (fp := (fun x X0 => op_slice 2 (2 * P0 * n1 - n0) X0))
    (fun i0 h0 => (nest_map1v (fs := (fun X0 => X0)) (fm := (fun i1 => (fun X0 => op_slice 2 (2 * P0 * n1 - n0) X0))) (fp := (fun x => (fun x X0 => op_slice 2 (2 * P0 * n1 - n0) X0) (i0 :: x)))
    (fun X0 Y0 => @rule_halo_tail_dim _ P2 2 (2 * P0 * n1) n0 [:: n2; P0 * n3; 2 * P0 * n1; 2 * n4] isT erefl X0 Y0 Hp0)
    (fun i1 h1 => (axis_map1c (fm := (fun X0 => op_slice 2 (2 * P0 * n1 - n0) X0)) (fp := (fun x => (fun x X0 => op_slice 2 (2 * P0 * n1 - n0) X0) (i0 :: i1 :: x)))
    (fun X0 Y0 => @rule_slice_tail_other R P0 1 (contig_map n3) 2 (2 * P0 * n1) n0 [:: n2; n3; 2 * P0 * n1; 2 * n4] X0 Y0 isT isT erefl Hp0)))))). Qed.
