From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_5bd7f11fd9e6a93f : forall (R : comRingType) (P0 n0 n1 n2 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2]) A0 F0 ->
  rel_axis (rel_contiguous_shard P0 1 n2 [:: n0; n2; P0 * n1]) (op_transpose 1 2 A0) (fun x => op_transpose 1 2 (F0 x)).
Proof. move=> R P0 n0 n1 n2 A0 F0; exact: (axis_map1 (fm := (fun X0 => op_transpose 1 2 X0)) (fp := (fun X0 => op_transpose 1 2 X0))
    (fun X0 Y0 => @rule_transpose_reindex_back R P0 1 2 (contig_map n2) [:: n0; P0 * n1; n2] X0 Y0 isT isT)). Qed.
