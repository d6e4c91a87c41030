From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_a89cef1474fe19d5 : forall (R : comRingType) (P0 n0 n1 n2 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 1 (2 * n0 * n1 * n2) [:: 2 * P0 * n0 * n1 * n2; 2 * n0 * n1 * n2]) A0 F0 ->
  rel_axis (rel_contiguous_shard P0 0 (2 * n0 * n1 * n2) [:: 2 * n0 * n1 * n2; 2 * P0 * n0 * n1 * n2]) (op_transpose 0 1 A0) (fun x => op_transpose 0 1 (F0 x)).
Proof. move=> R P0 n0 n1 n2 A0 F0; exact: (axis_map1 (fm := (fun X0 => op_transpose 0 1 X0)) (fp := (fun X0 => op_transpose 0 1 X0))
    (fun X0 Y0 => @rule_transpose_reindex_back R P0 0 1 (contig_map (2 * n0 * n1 * n2)) [:: 2 * P0 * n0 * n1 * n2; 2 * n0 * n1 * n2] X0 Y0 isT isT)). Qed.
