From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import RulesMeshView.
From TV Require Import RulesHaloOpen.
From TV Require Import Mesh.
From TV Require Import RulesHaloMesh.
From TV Require Import RulesHaloShift.
Theorem ob_3344899f4799bb0f : forall (R : comRingType) (P0 P1 P2 n0 n1 : nat) (A0 : seq nat -> nat) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> nat) (F1 : seq nat -> seq nat -> nat),
  pos_iota (P0 * (2 * P1 * n0)) A0 ->
  pos_iota (P0 * (2 * P1 * n0)) A1 ->
  rel_nest P2 (rel_replicated P2 [:: P0 * (2 * P1 * n0)]) (rel_nest P1 (rel_contiguous_shard P1 0 (2 * P0 * n0) [:: 2 * P0 * n0]) (rel_axis (rel_replicated P0 [:: 2 * P0 * n0]))) A0 F0 ->
  rel_nest P2 (rel_replicated P2 [:: P0 * (2 * P1 * n0)]) (rel_nest P1 (rel_halo_ext_open P1 0 (2 * P0 * n0) n1 (P0 * (2 * P1 * n0))%N [:: 2 * P0 * n0 + n1]) (rel_axis (rel_replicated P0 [:: 2 * P0 * n0 + n1]))) A1 F1 ->
  rel_nest P2 (rel_replicated P2 [:: P0 * (2 * P1 * n0); P0 * (2 * P1 * n0)]) (rel_nest P1 (rel_halo_mask_open P1 (2 * P0 * n0) n1 [:: 2 * P0 * n0; 2 * P0 * n0 + n1]) (rel_axis (rel_replicated P0 [:: 2 * P0 * n0; 2 * P0 * n0 + n1]))) (op_sliding_window_mask (n1 + 1) A0 A1) (fun x => op_sliding_window_mask (n1 + 1) (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 n1 A0 A1 F0 F1; have e0 : P0 * (2 * P1 * n0) = P1 * (2 * P0 * n0) by ring.
  exact: (nest_map2qq (Q1 := (pos_iota (P0 * (2 * P1 * n0)))) (Q1i := (pos_iota (P0 * (2 * P1 * n0)))) (Q2 := (pos_iota (P0 * (2 * P1 * n0)))) (Q2i := (pos_iota (P0 * (2 * P1 * n0)))) (fs := (fun X0 X1 => op_sliding_window_mask (n1 + 1) X0 X1)) (fm := (fun X0 X1 => op_sliding_window_mask (n1 + 1) X0 X1)) (fp := (fun X0 X1 => op_sliding_window_mask (n1 + 1) X0 X1))
    (@pos_iota_replicated P2 (P0 * (2 * P1 * n0))) (@pos_iota_replicated P2 (P0 * (2 * P1 * n0)))
    (fun X0 X1 Y0 Y1 _ _ => @rule_replicated_op2 _ _ _ P2 (rcons [::] (P0 * (2 * P1 * n0))) (rcons [::] (P0 * (2 * P1 * n0))) [:: P0 * (2 * P1 * n0); P0 * (2 * P1 * n0)] (fun Z0 Z1 => op_sliding_window_mask (n1 + 1) Z0 Z1) X0 X1 Y0 Y1 resp_sliding_window_mask)
    (nest_map2qq (Q1 := (pos_iota (P0 * (2 * P1 * n0)))) (Q1i := (fun _ => True)) (Q2 := (pos_iota (P0 * (2 * P1 * n0)))) (Q2i := (fun _ => True)) (fs := (fun X0 X1 => op_sliding_window_mask (n1 + 1) X0 X1)) (fm := (fun X0 X1 => op_sliding_window_mask (n1 + 1) X0 X1)) (fp := (fun X0 X1 => op_sliding_window_mask (n1 + 1) X0 X1))
    (fun _ _ _ _ _ _ => I) (fun _ _ _ _ _ _ => I)
    (fun X0 X1 Y0 Y1 => @rule_halo_mask_open P1 (2 * P0 * n0) n1 (P0 * (2 * P1 * n0)) (n1 + 1) (P0 * (2 * P1 * n0))%N (leqnn _) e0 (leqnn _) X0 X1 Y0 Y1)
    (axis_map2qq (Q1 := (fun _ => True)) (Q2 := (fun _ => True)) (fm := (fun X0 X1 => op_sliding_window_mask (n1 + 1) X0 X1)) (fp := (fun X0 X1 => op_sliding_window_mask (n1 + 1) X0 X1))
    (fun X0 X1 Y0 Y1 _ _ => @rule_replicated_op2 _ _ _ P0 (rcons [::] (2 * P0 * n0)) (rcons [::] (2 * P0 * n0 + n1)) [:: 2 * P0 * n0; 2 * P0 * n0 + n1] (fun Z0 Z1 => op_sliding_window_mask (n1 + 1) Z0 Z1) X0 X1 Y0 Y1 resp_sliding_window_mask)))). Qed.
