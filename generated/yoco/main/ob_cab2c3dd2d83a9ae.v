From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHaloOpen.
From TV Require Import RulesHaloMesh.
From TV Require Import Mesh.
From TV Require Import RulesHaloOpen.
Theorem ob_cab2c3dd2d83a9ae : forall (R : comRingType) (P0 P1 P2 n0 n1 : nat) (A0 : seq nat -> nat) (F0 : seq nat -> seq nat -> nat),
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n0)]) (rel_nest P2 (rel_reindex P2 0 (halo_tail (2 * P1 * n0) n1) [:: n1]) (rel_axis (rel_replicated P1 [:: n1]))) A0 F0 ->
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n0)]) (rel_nest P2 (rel_halo_recv_open P2 0 (2 * P1 * n0) n1 (P1 * (2 * P2 * n0))%N [:: n1]) (rel_axis (rel_replicated P1 [:: n1]))) A0 (fun x => op_shift_open P2 1 (P1 * (2 * P2 * n0))%N (fun m => F0 (set_nth 0 x 1 m)) (nth 0 x 1)).
Proof. move=> R P0 P1 P2 n0 n1 A0 F0; exact: (nest_coll_inner (a := 0) (h := fun F r => op_shift_open P2 1 (P1 * (2 * P2 * n0))%N F r)
    (nest_shift_open_mid_rep (fun X0 Y0 => @rule_halo_shift_open _ P2 0 (2 * P1 * n0) n1 (P1 * (2 * P2 * n0))%N [:: n1] X0 Y0))). Qed.
