From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_d8cdfff3a7d093a2 : forall (R : comRingType) (P0 n0 n1 n2 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 1 n1 [:: n0; n1]) A0 F0 ->
  rel_axis (rel_contiguous_shard P0 0 n1 [:: n1; n2]) A1 F1 ->
  rel_axis (rel_partial_sum P0 1 [:: n0; n2]) (op_matmul (P0 * n1) A0 A1) (fun x => op_matmul n1 (F0 x) (F1 x)).
Proof. move=> R P0 n0 n1 n2 A0 A1 F0 F1; exact: (axis_map2 (fm := (fun X0 X1 => op_matmul (P0 * n1) X0 X1)) (fp := (fun X0 X1 => op_matmul n1 X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_matmul_row R P0 n1 n2 [:: n0] (P0 * n1) erefl X0 X1 Y0 Y1)). Qed.
