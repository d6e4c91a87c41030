From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesZigzagScatter.
From TV Require Import Mesh.
From TV Require Import RulesHaloMesh.
Theorem ob_b5453f05a86ce88e : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> nat) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> nat) (F1 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n0)]) (rel_nest P2 (rel_zz_pos P2 1 (P1 * n0) [:: n1; 2 * P1 * n0; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n1; 2 * P1 * n0; 2 * P1 * n2 * n3 * n4]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n1 [:: n1; P1 * (2 * P2 * n0); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n0) [:: n1; 2 * P1 * n0; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n1; 2 * P1 * n0; 2 * P1 * n2 * n3 * n4]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n1 [:: n1; P1 * (2 * P2 * n0); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_partial_sum P2 1 [:: n1; P1 * (2 * P2 * n0); 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n1; P1 * (2 * P2 * n0); 2 * P1 * n2 * n3 * n4]))) A1 (fun x => op_scatter_add 1 (2 * P1 * n0) (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 A0 A1 F0 F1; have ez : 2 * P1 * n0 = 2 * (P1 * n0) by ring.
  have eN : P1 * (2 * P2 * n0) = 2 * P2 * (P1 * n0) by ring.
  exact: (nest_scatter_add_zz ez eN). Qed.
