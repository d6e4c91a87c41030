From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_498affba9d71a3a8 : forall (R : comRingType) (P0 n0 n1 n2 : nat) (f_sigmoid : R -> R) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2]) A0 F0 ->
  rel_axis (rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2]) (op_silu f_sigmoid A0) (fun x => op_silu f_sigmoid (F0 x)).
Proof. move=> R P0 n0 n1 n2 f_sigmoid A0 F0; exact: (axis_map1 (fm := (fun X0 => op_silu f_sigmoid X0)) (fp := (fun X0 => op_silu f_sigmoid X0))
    (fun X0 Y0 => @rule_map1_reindex R (fun a => (a * f_sigmoid a)%R) P0 2 (contig_map n2) [:: n0; P0 * n1; n2] X0 Y0)). Qed.
