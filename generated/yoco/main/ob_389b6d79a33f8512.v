From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesZigzagShuffle.
From TV Require Import RulesSplit.
From TV Require Import RulesMeshView.
From TV Require Import Mesh.
From TV Require Import RulesVocab.
From TV Require Import RulesHaloMesh.
Theorem ob_389b6d79a33f8512 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  leq P0 2 ->
  rel_nest P1 (rel_contiguous_shard P1 0 n0 [:: n0; P2 * (2 * P0 * n1); 2 * P2 * n2 * n3 * n4]) (rel_nest P0 (rel_reindex P0 1 (zz_pick (2 * P2 * n1) (fun r => P2 * r * n1)) [:: n0; P2 * n1; 2 * P2 * n2 * n3 * n4]) (rel_axis (rel_replicated P2 [:: n0; P2 * n1; 2 * P2 * n2 * n3 * n4]))) A0 F0 ->
  rel_nest P1 (rel_contiguous_shard P1 0 n0 [:: n0; P2 * (2 * P0 * n1); 2 * P2 * n2 * n3 * n4]) (rel_nest P0 (rel_reindex P0 1 (zz_pick (2 * P2 * n1) (fun r => P2 * n1 - P2 * r * n1)) [:: n0; P2 * n1; 2 * P2 * n2 * n3 * n4]) (rel_axis (rel_replicated P2 [:: n0; P2 * n1; 2 * P2 * n2 * n3 * n4]))) A0 F1 ->
  rel_nest P1 (rel_contiguous_shard P1 0 n0 [:: n0; P2 * (2 * P0 * n1); 2 * P2 * n2 * n3 * n4]) (rel_nest P0 (rel_reindex P0 1 (zz_send (2 * P2 * n1) (P2 * n1) (fun r => P2 * r * n1) (fun r => P2 * n1 - P2 * r * n1)) [:: n0; 2 * P2 * n1; 2 * P2 * n2 * n3 * n4]) (rel_axis (rel_replicated P2 [:: n0; 2 * P2 * n1; 2 * P2 * n2 * n3 * n4]))) A0 (fun x => op_concat 1 (P2 * n1) (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 A0 F0 F1 Hp0; have e0 : P2 * (2 * P0 * n1) = P0 * (2 * P2 * n1) by ring.
  have e1 : 2 * P2 * n1 = 2 * (P2 * n1) by ring.
  have e2 : 2 * P2 * n1 = 2 * (P2 * n1) by ring.
  have e3 : forall r, P2 * r * n1 = r * (P2 * n1) by move=> r; ring.
  have e4 : 2 * P2 * n1 = (P2 * n1) + (P2 * n1) by ring.
  exact: ((nest_pass2 (fp := (fun x X0 X1 => op_concat 1 (P2 * n1) X0 X1)) (@rfun_contiguous_shard _ P1 0 n0 [:: n0; P2 * (2 * P0 * n1); 2 * P2 * n2 * n3 * n4] isT erefl)
    (fun i0 h0 => (nest_map2e (fm := (fun i1 => (fun X0 X1 => op_concat 1 (P2 * n1) X0 X1))) (fp := (fun x => (fun x X0 X1 => op_concat 1 (P2 * n1) X0 X1) (i0 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_concat_pick_pair R P0 1 (2 * P2 * n1) (P2 * n1) (P2 * (2 * P0 * n1)) (2 * P2 * n1) (fun r => P2 * r * n1) (fun r => P2 * n1 - P2 * r * n1) [:: n0; P2 * n1; 2 * P2 * n2 * n3 * n4] X0 X1 Y0 Y1 isT erefl e0 e1 e2 e3 Hp0)
    (fun i1 h1 => (axis_map2c (fm := (fun X0 X1 => op_concat 1 (P2 * n1) X0 X1)) (fp := (fun x => (fun x X0 X1 => op_concat 1 (P2 * n1) X0 X1) (i0 :: i1 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_concat_replicated R P2 1 (P2 * n1) (P2 * n1) [:: n0; 2 * P2 * n1; 2 * P2 * n2 * n3 * n4] X0 X1 Y0 Y1 isT e4)))))) A0 A0 F0 F1 (fun _ _ => erefl)). Qed.
