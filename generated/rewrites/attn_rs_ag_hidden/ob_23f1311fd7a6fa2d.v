From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReshape.
From TV Require Import Mesh.
Theorem ob_23f1311fd7a6fa2d : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 2 (2 * n2 * n3 * n4) [:: n0; P0 * n1; 2 * n2 * n3 * n4]) A0 F0 ->
  rel_axis (rel_contiguous_shard P0 2 (n3 * n4) [:: n0; P0 * n1; n3 * n4; 2 * n2]) (op_reshape_split 2 (2 * n2) A0) (fun x => op_reshape_split 2 (2 * n2) (F0 x)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 F0; have e0 : 2 * n2 * n3 * n4 = (n3 * n4) * (2 * n2) by ring.
  exact: (axis_map1 (fm := (fun X0 => op_reshape_split 2 (2 * n2) X0)) (fp := (fun X0 => op_reshape_split 2 (2 * n2) X0))
    (fun X0 Y0 => @rule_reshape_split_contig R P0 2 (n3 * n4) (2 * n2) (2 * n2 * n3 * n4) [:: n0; P0 * n1; 2 * n2 * n3 * n4] X0 Y0 isT erefl e0)). Qed.
