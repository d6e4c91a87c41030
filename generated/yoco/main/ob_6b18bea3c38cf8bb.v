From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesZigzagPos.
From TV Require Import RulesSplit.
From TV Require Import RulesMeshView.
From TV Require Import Mesh.
From TV Require Import RulesVocab.
From TV Require Import RulesHaloMesh.
Theorem ob_6b18bea3c38cf8bb : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_contiguous_shard P2 1 (P1 * n1) [:: n0; P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n0; P1 * n1; 2 * P1 * n2 * n3 * n4]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_reindex P2 1 (zz_second P2 (P1 * n1)) [:: n0; P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n0; P1 * n1; 2 * P1 * n2 * n3 * n4]))) A0 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]))) A0 (fun x => op_concat 1 (P1 * n1) (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 A0 F0 F1; have e0 : 2 * P1 * n1 = 2 * (P1 * n1) by ring.
  have e1 : P1 * (2 * P2 * n1) = (2 * P2) * (P1 * n1) by ring.
  have e2 : 2 * P1 * n1 = (P1 * n1) + (P1 * n1) by ring.
  exact: ((nest_pass2 (fp := (fun x X0 X1 => op_concat 1 (P1 * n1) X0 X1)) (@rfun_contiguous_shard _ P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4] isT erefl)
    (fun i0 h0 => (nest_map2e (fm := (fun i1 => (fun X0 X1 => op_concat 1 (P1 * n1) X0 X1))) (fp := (fun x => (fun x X0 X1 => op_concat 1 (P1 * n1) X0 X1) (i0 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_concat_zz_pair R P2 1 (P1 * n1) (P1 * (2 * P2 * n1)) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4] isT e0 e1 X0 X1 Y0 Y1)
    (fun i1 h1 => (axis_map2c (fm := (fun X0 X1 => op_concat 1 (P1 * n1) X0 X1)) (fp := (fun x => (fun x X0 X1 => op_concat 1 (P1 * n1) X0 X1) (i0 :: i1 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_concat_replicated R P1 1 (P1 * n1) (P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4] X0 X1 Y0 Y1 isT e2)))))) A0 A0 F0 F1 (fun _ _ => erefl)). Qed.
