From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReshape.
From TV Require Import Mesh.
Theorem ob_16c87f0662e241f3 : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 2 (n2 * n3) [:: n0; P0 * n1; n2 * n3; 2 * n4]) A0 F0 ->
  rel_axis (rel_contiguous_shard P0 2 (2 * n4 * n2 * n3) [:: n0; P0 * n1; 2 * n4 * n2 * n3]) (op_reshape_merge 2 (2 * n4) A0) (fun x => op_reshape_merge 2 (2 * n4) (F0 x)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 F0; have e0 : 2 * n4 * n2 * n3 = (n2 * n3) * (2 * n4) by ring.
  exact: (axis_map1 (fm := (fun X0 => op_reshape_merge 2 (2 * n4) X0)) (fp := (fun X0 => op_reshape_merge 2 (2 * n4) X0))
    (fun X0 Y0 => @rule_reshape_merge_contig R P0 2 (n2 * n3) (2 * n4) (2 * n4 * n2 * n3) [:: n0; P0 * n1; n2 * n3; 2 * n4] X0 Y0 isT erefl erefl e0)). Qed.
