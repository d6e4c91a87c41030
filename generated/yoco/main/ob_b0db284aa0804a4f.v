From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHaloShift.
From TV Require Import RulesHaloMesh.
From TV Require Import Mesh.
Theorem ob_b0db284aa0804a4f : forall (R : comRingType) (P0 P1 P2 n0 n1 : nat) (A0 : seq nat -> nat) (F0 : seq nat -> seq nat -> nat),
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n0)]) (rel_nest P2 (rel_reindex P2 0 (halo_tail (2 * P1 * n0) n1) [:: n1]) (rel_axis (rel_replicated P1 [:: n1]))) A0 F0 ->
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n0)]) (rel_nest P2 (rel_reindex P2 0 (halo_recv P2 (2 * P1 * n0) n1) [:: n1]) (rel_axis (rel_replicated P1 [:: n1]))) A0 (fun x => op_shift P2 (P2 - 1) (fun m => F0 (set_nth 0 x 1 m)) (nth 0 x 1)).
Proof. move=> R P0 P1 P2 n0 n1 A0 F0; exact: (nest_coll_inner (a := 0) (h := fun F r => op_shift P2 (P2 - 1) F r)
    (nest_shift_mid (fun X0 Y0 => @rule_halo_shift_tail _ P2 (2 * P1 * n0) n1 [:: n1] X0 Y0))). Qed.
