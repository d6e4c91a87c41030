From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import RulesHaloMesh.
From TV Require Import Mesh.
Theorem ob_262c15e6901a6888 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3]) (rel_nest P2 (rel_contiguous_shard P2 2 (2 * P1 * n2) [:: n0; P1 * n1; 2 * P1 * n2; 2 * n3]) (rel_axis (rel_contiguous_shard P1 1 n1 [:: n0; n1; 2 * P1 * n2; 2 * n3]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3]) (rel_nest P2 (rel_replicated P2 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3]) (rel_axis (rel_contiguous_shard P1 1 n1 [:: n0; n1; P1 * (2 * P2 * n2); 2 * n3]))) A0 (fun x => op_all_gather 2 (2 * P1 * n2) (fun m => F0 (set_nth 0 x 1 m))).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 A0 F0; have e0 : P1 * (2 * P2 * n2) = P2 * (2 * P1 * n2) by ring.
  exact: (nest_coll_inner (a := 0) (h := fun F _ => op_all_gather 2 (2 * P1 * n2) F)
    (@nest_all_gather_mid _ P2 2 (2 * P1 * n2) P1 1 (contig_map n1) [:: n0; n1; P1 * (2 * P2 * n2); 2 * n3] _ _ isT isT e0 (fun X0 Y0 => @rule_all_gather R P2 2 (2 * P1 * n2) [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3] X0 Y0 isT e0))). Qed.
