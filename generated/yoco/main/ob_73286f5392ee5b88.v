From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHaloOpen.
From TV Require Import RulesHaloMesh.
From TV Require Import Mesh.
From TV Require Import RulesHaloOpen.
Theorem ob_73286f5392ee5b88 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3]) (rel_nest P2 (rel_reindex P2 2 (halo_tail (2 * P1 * n2) n4) [:: n0; P1 * n1; n4; 2 * n3]) (rel_axis (rel_contiguous_shard P1 1 n1 [:: n0; n1; n4; 2 * n3]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3]) (rel_nest P2 (rel_halo_recv_open P2 2 (2 * P1 * n2) n4 (0%:R)%R [:: n0; P1 * n1; n4; 2 * n3]) (rel_axis (rel_contiguous_shard P1 1 n1 [:: n0; n1; n4; 2 * n3]))) A0 (fun x => op_shift_open P2 1 (0%:R)%R (fun m => F0 (set_nth 0 x 1 m)) (nth 0 x 1)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 A0 F0; exact: (nest_coll_inner (a := 0) (h := fun F r => op_shift_open P2 1 (0%:R)%R F r)
    (nest_shift_open_mid (fun X0 Y0 => @rule_halo_shift_open _ P2 2 (2 * P1 * n2) n4 (0%:R)%R [:: n0; P1 * n1; n4; 2 * n3] X0 Y0))). Qed.
