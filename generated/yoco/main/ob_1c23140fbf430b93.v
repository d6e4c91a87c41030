From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesMissing.
From TV Require Import RulesZigzagShuffle.
From TV Require Import RulesMeshView.
From TV Require Import Mesh.
From TV Require Import RulesVocab.
Theorem ob_1c23140fbf430b93 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_replicated P2 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_contiguous_shard P2 1 (P1 * n1) [:: n0; P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n0; P1 * n1; 2 * P1 * n2 * n3 * n4]))) A0 (fun x => op_slice 1 (P1 * (nth 0 x 1) * n1) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 A0 F0; have e0 : P1 * (2 * P2 * n1) = (2 * P2) * (P1 * n1) by ring.
  have e1 : forall r, P1 * r * n1 = r * (P1 * n1) by move=> r; ring.
  have e2 : P1 * (2 * P2 * n1) = (2 * P2) * (P1 * n1) by ring.
  have e3 : forall r, P1 * r * n1 = r * (P1 * n1) by move=> r; ring.
  exact: (nest_pass1 (fp := (fun x X0 => op_slice 1 (P1 * (nth 0 x 1) * n1) X0))
    (fun i0 h0 => (nest_map1v (fs := (fun X0 => X0)) (fm := (fun i1 => (fun X0 => op_slice 1 (P1 * i1 * n1) X0))) (fp := (fun x => (fun x X0 => op_slice 1 (P1 * (nth 0 x 1) * n1) X0) (i0 :: x)))
    (fun X0 Y0 => @rule_slice_zz_first R P2 1 (P1 * n1) [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4] (fun r => P1 * r * n1) X0 Y0 isT e0 e1)
    (fun i1 h1 => (axis_map1c (fm := (fun X0 => op_slice 1 (P1 * i1 * n1) X0)) (fp := (fun x => (fun x X0 => op_slice 1 (P1 * (nth 0 x 1) * n1) X0) (i0 :: i1 :: x)))
    (fun X0 Y0 => @rule_slice_replicated_zz_first R P1 P2 (fun r => P1 * r * n1) i1 1 (P1 * n1) [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4] X0 Y0 isT e2 e3 h1)))))). Qed.
