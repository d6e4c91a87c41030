From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesZigzagPos.
From TV Require Import RulesHaloMesh.
From TV Require Import RulesMeshView.
From TV Require Import Mesh.
From TV Require Import RulesVocab.
From TV Require Import RulesHaloMesh.
Theorem ob_4809ef32db7a8569 : forall (R : comRingType) (P0 P1 P2 n0 : nat) (A0 : seq nat -> nat) (F0 : seq nat -> seq nat -> nat) (F1 : seq nat -> seq nat -> nat),
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n0)]) (rel_nest P2 (rel_contiguous_shard P2 0 (P1 * n0) [:: P1 * n0]) (rel_axis (rel_replicated P1 [:: P1 * n0]))) A0 F0 ->
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n0)]) (rel_nest P2 (rel_reindex P2 0 (zz_second P2 (P1 * n0)) [:: P1 * n0]) (rel_axis (rel_replicated P1 [:: P1 * n0]))) A0 F1 ->
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n0)]) (rel_nest P2 (rel_zigzag P2 0 (P1 * n0) [:: 2 * P1 * n0]) (rel_axis (rel_replicated P1 [:: 2 * P1 * n0]))) A0 (fun x => op_concat_index 0 (P1 * n0) (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 A0 F0 F1; have e0 : 2 * P1 * n0 = 2 * (P1 * n0) by ring.
  have e1 : P1 * (2 * P2 * n0) = (2 * P2) * (P1 * n0) by ring.
  have e2 : 2 * P1 * n0 = (P1 * n0) + (P1 * n0) by ring.
  exact: ((nest_pass2 (fp := (fun x X0 X1 => op_concat_index 0 (P1 * n0) X0 X1)) (@rfun_replicated _ P0 [:: P1 * (2 * P2 * n0)])
    (fun i0 h0 => (nest_map2e (fm := (fun i1 => (fun X0 X1 => op_concat_index 0 (P1 * n0) X0 X1))) (fp := (fun x => (fun x X0 X1 => op_concat_index 0 (P1 * n0) X0 X1) (i0 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_concat_index_zz_pair P2 0 (P1 * n0) (P1 * (2 * P2 * n0)) [:: 2 * P1 * n0] isT e0 e1 X0 X1 Y0 Y1)
    (fun i1 h1 => (axis_map2c (fm := (fun X0 X1 => op_concat_index 0 (P1 * n0) X0 X1)) (fp := (fun x => (fun x X0 X1 => op_concat_index 0 (P1 * n0) X0 X1) (i0 :: i1 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_concat_index_replicated P1 (P1 * n0) (P1 * n0) (2 * P1 * n0) X0 X1 Y0 Y1 e2)))))) A0 A0 F0 F1 (fun _ _ => erefl)). Qed.
