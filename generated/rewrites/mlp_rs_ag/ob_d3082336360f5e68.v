From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_d3082336360f5e68 : forall (R : comRingType) (P0 n0 n1 n2 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2]) A0 F0 ->
  rel_axis (rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2]) A1 F1 ->
  rel_axis (rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2]) (op_mul A0 A1) (fun x => op_mul (F0 x) (F1 x)).
Proof. move=> R P0 n0 n1 n2 A0 A1 F0 F1; exact: (axis_map2 (fm := (fun X0 X1 => op_mul X0 X1)) (fp := (fun X0 X1 => op_mul X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_map2_reindex R (fun a b => (a * b)%R) P0 2 (contig_map n2) [:: n0; P0 * n1; n2] X0 X1 Y0 Y1)). Qed.
