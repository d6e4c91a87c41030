From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesZigzagLeave.
From TV Require Import RulesHaloMesh.
From TV Require Import Mesh.
From TV Require Import RulesZigzagShuffle.
Theorem ob_c03f69d0a46ac6fa : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  leq 2 P0 ->
  leq P0 2 ->
  rel_nest P1 (rel_contiguous_shard P1 0 n0 [:: n0; P2 * (2 * P0 * n1); 2 * P2 * n2 * n3 * n4]) (rel_nest P0 (rel_zigzag P0 1 (P2 * n1) [:: n0; 2 * P2 * n1; 2 * P2 * n2 * n3 * n4]) (rel_axis (rel_replicated P2 [:: n0; 2 * P2 * n1; 2 * P2 * n2 * n3 * n4]))) A0 F0 ->
  rel_nest P1 (rel_contiguous_shard P1 0 n0 [:: n0; P2 * (2 * P0 * n1); 2 * P2 * n2 * n3 * n4]) (rel_nest P0 (rel_reindex P0 1 (zz_recv P0 (P2 * n1)) [:: n0; 2 * P2 * n1; 2 * P2 * n2 * n3 * n4]) (rel_axis (rel_replicated P2 [:: n0; 2 * P2 * n1; 2 * P2 * n2 * n3 * n4]))) A0 (fun x => op_all_to_all_dim 1 (a2a_piece (2 * P2 * n1) P0) (fun m => F0 (set_nth 0 x 1 m)) (nth 0 x 1)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 A0 F0 Hp0 Hp1; have e0 : 2 * P2 * n1 = 2 * (P2 * n1) by ring.
  exact: (nest_coll_inner (a := 0) (h := fun F r => op_all_to_all_dim 1 (a2a_piece (2 * P2 * n1) P0) F r)
    (@nest_all_to_all_mid _ P0 1 P2 [:: n0; 2 * P2 * n1; 2 * P2 * n2 * n3 * n4] _ _ isT (zz_dvd e0 Hp0 Hp1) (fun X0 Y0 => @rule_all_to_all_zz_recv _ P0 1 (P2 * n1) [:: n0; 2 * P2 * n1; 2 * P2 * n2 * n3 * n4] X0 Y0 isT e0 Hp0 Hp1))). Qed.
