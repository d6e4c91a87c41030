From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHaloOpen.
From TV Require Import RulesHaloMesh.
From TV Require Import RulesMeshView.
From TV Require Import Mesh.
From TV Require Import RulesVocab.
From TV Require Import RulesHaloMesh.
Theorem ob_ae997f3e53960170 : forall (R : comRingType) (P0 P1 P2 n0 n1 : nat) (A0 : seq nat -> nat) (F0 : seq nat -> seq nat -> nat) (F1 : seq nat -> seq nat -> nat),
  leq n0 (2 * P0 * n1) ->
  rel_nest P1 (rel_replicated P1 [:: P0 * (2 * P2 * n1)]) (rel_nest P2 (rel_halo_recv_open P2 0 (2 * P0 * n1) n0 (P0 * (2 * P2 * n1))%N [:: n0]) (rel_axis (rel_replicated P0 [:: n0]))) A0 F0 ->
  rel_nest P1 (rel_replicated P1 [:: P0 * (2 * P2 * n1)]) (rel_nest P2 (rel_contiguous_shard P2 0 (2 * P0 * n1) [:: 2 * P0 * n1]) (rel_axis (rel_replicated P0 [:: 2 * P0 * n1]))) A0 F1 ->
  rel_nest P1 (rel_replicated P1 [:: P0 * (2 * P2 * n1)]) (rel_nest P2 (rel_halo_ext_open P2 0 (2 * P0 * n1) n0 (P0 * (2 * P2 * n1))%N [:: 2 * P0 * n1 + n0]) (rel_axis (rel_replicated P0 [:: 2 * P0 * n1 + n0]))) A0 (fun x => op_concat_index 0 n0 (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 n1 A0 F0 F1 Hp0; have e0 : P0 * (2 * P2 * n1) = P2 * (2 * P0 * n1) by ring.
  have e1 : 2 * P0 * n1 + n0 = n0 + (2 * P0 * n1) by ring.
  exact: ((nest_pass2 (fp := (fun x X0 X1 => op_concat_index 0 n0 X0 X1)) (@rfun_replicated _ P1 [:: P0 * (2 * P2 * n1)])
    (fun i0 h0 => (nest_map2e (fm := (fun i1 => (fun X0 X1 => op_concat_index 0 n0 X0 X1))) (fp := (fun x => (fun x X0 X1 => op_concat_index 0 n0 X0 X1) (i0 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_halo_concat_open_pair _ P2 0 (2 * P0 * n1) n0 (P0 * (2 * P2 * n1)) (P0 * (2 * P2 * n1))%N [:: 2 * P0 * n1] isT erefl e0 X0 X1 Y0 Y1 Hp0)
    (fun i1 h1 => (axis_map2c (fm := (fun X0 X1 => op_concat_index 0 n0 X0 X1)) (fp := (fun x => (fun x X0 X1 => op_concat_index 0 n0 X0 X1) (i0 :: i1 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_concat_index_replicated P0 n0 (2 * P0 * n1) (2 * P0 * n1 + n0) X0 X1 Y0 Y1 e1)))))) A0 A0 F0 F1 (fun _ _ => erefl)). Qed.
