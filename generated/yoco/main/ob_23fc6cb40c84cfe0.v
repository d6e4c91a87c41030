From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesZigzagScatter.
From TV Require Import Mesh.
From TV Require Import RulesHaloMesh.
From TV Require Import RulesHaloShift.
Theorem ob_23fc6cb40c84cfe0 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> nat) (F0 : seq nat -> seq nat -> nat),
  pos_iota (P0 * (2 * P1 * n0)) A0 ->
  rel_nest P2 (rel_replicated P2 [:: P0 * (2 * P1 * n0)]) (rel_nest P1 (rel_zigzag P1 0 (P0 * n0) [:: 2 * P0 * n0]) (rel_axis (rel_replicated P0 [:: 2 * P0 * n0]))) A0 F0 ->
  rel_nest P2 (rel_replicated P2 [:: P0 * (2 * P1 * n0)]) (rel_nest P1 (rel_zz_pos P1 1 (P0 * n0) [:: n1; 2 * P0 * n0; 2 * P0 * n2 * n3 * n4]) (rel_axis (rel_replicated P0 [:: n1; 2 * P0 * n0; 2 * P0 * n2 * n3 * n4]))) A0 (fun x => op_broadcast_index 2 (op_broadcast_index 0 (F0 x))).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 A0 F0; have ez : 2 * P0 * n0 = 2 * (P0 * n0) by ring.
  have eN : P0 * (2 * P1 * n0) = 2 * P1 * (P0 * n0) by ring.
  exact: (nest_broadcast_zz_pos _ _ ez eN (@pos_iota_replicated P2 (P0 * (2 * P1 * n0)))). Qed.
