From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_b389af9ac38b6bd8 : forall (R : comRingType) (P0 n0 n1 n2 : nat) (f_sigmoid : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2]) A0 F0 ->
  rel_axis (rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2]) A1 F1 ->
  rel_axis (rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2]) (op_silu_grad f_sigmoid A1 A0) (fun x => op_silu_grad f_sigmoid (F1 x) (F0 x)).
Proof. move=> R P0 n0 n1 n2 f_sigmoid A0 A1 F0 F1; exact: (axis_map2 (fm := (fun X0 X1 => op_silu_grad f_sigmoid X1 X0)) (fp := (fun X0 X1 => op_silu_grad f_sigmoid X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_map2_reindex R (fun x dy => (dy * (f_sigmoid x + x * (f_sigmoid x * (1 - f_sigmoid x))))%R) P0 2 (contig_map n2) [:: n0; P0 * n1; n2] X0 X1 Y0 Y1)). Qed.
