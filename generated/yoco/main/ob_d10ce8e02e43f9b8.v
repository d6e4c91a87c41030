From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHaloBackward.
From TV Require Import RulesHaloMesh.
From TV Require Import Mesh.
Theorem ob_d10ce8e02e43f9b8 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  leq n0 (2 * P0 * n1) ->
  rel_nest P1 (rel_contiguous_shard P1 0 n2 [:: n2; P0 * n3; P0 * (2 * P2 * n1); 2 * n4]) (rel_nest P2 (rel_halo_grad P2 2 (2 * P0 * n1) n0 [:: n2; P0 * n3; 2 * P0 * n1; 2 * n4]) (rel_axis (rel_contiguous_shard P0 1 n3 [:: n2; n3; 2 * P0 * n1 + n0; 2 * n4]))) A0 F0 ->
  rel_nest P1 (rel_contiguous_shard P1 0 n2 [:: n2; P0 * n3; P0 * (2 * P2 * n1); 2 * n4]) (rel_nest P2 (rel_contiguous_shard P2 2 (2 * P0 * n1) [:: n2; P0 * n3; 2 * P0 * n1; 2 * n4]) (rel_axis (rel_contiguous_shard P0 1 n3 [:: n2; n3; 2 * P0 * n1; 2 * n4]))) A0 (fun x => op_halo_reduce P2 2 (2 * P0 * n1) n0 (fun m => F0 (set_nth 0 x 1 m)) (nth 0 x 1)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 A0 F0 Hp0; exact: (nest_coll_inner (a := 0) (h := fun F r => op_halo_reduce P2 2 (2 * P0 * n1) n0 F r)
    (@nest_halo_reduce_mid R P2 2 (2 * P0 * n1) n0 P0 1 (contig_map n3) [:: n2; n3; 2 * P0 * n1; 2 * n4] _ _ isT isT erefl (fun X0 Y0 => @rule_halo_reduce R P2 2 (2 * P0 * n1) n0 [:: n2; P0 * n3; 2 * P0 * n1; 2 * n4] isT erefl X0 Y0 Hp0))). Qed.
