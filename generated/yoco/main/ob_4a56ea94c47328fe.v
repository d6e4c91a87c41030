From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_4a56ea94c47328fe : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2)]) (rel_nest P2 (rel_contiguous_shard P2 2 (2 * P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2]) (rel_axis (rel_contiguous_shard P1 0 n0 [:: n0; n1; 2 * P1 * n2]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2)]) (rel_nest P2 (rel_contiguous_shard P2 2 (2 * P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2]) (rel_axis (rel_replicated P1 [:: P1 * n0; n1; 2 * P1 * n2]))) A0 (fun x => op_all_gather 0 n0 (fun m => F0 (set_nth 0 x 2 m))).
Proof. move=> R P0 P1 P2 n0 n1 n2 A0 F0; exact: (nest_coll_inner (a := 1) (h := fun F _ => op_all_gather 0 n0 F)
    (nest_coll_inner (a := 0) (h := fun F _ => op_all_gather 0 n0 F)
    (axis_coll (h := fun F _ => op_all_gather 0 n0 F) (fun X0 Y0 => @rule_all_gather R P1 0 n0 [:: P1 * n0; n1; 2 * P1 * n2] X0 Y0 isT erefl)))). Qed.
