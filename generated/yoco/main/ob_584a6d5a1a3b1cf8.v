From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_584a6d5a1a3b1cf8 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; 2 * P1 * n1 * n2 * n3; 2 * P1 * n1 * n2 * n3]) (rel_nest P2 (rel_partial_sum P2 1 [:: n0; 2 * P1 * n1 * n2 * n3; 2 * P1 * n1 * n2 * n3]) (rel_axis (rel_contiguous_shard P1 2 (2 * n1 * n2 * n3) [:: n0; 2 * P1 * n1 * n2 * n3; 2 * n1 * n2 * n3]))) A0 F0 ->
  rel_nest P0 (rel_partial_sum P0 1 [:: 2 * P1 * n1 * n2 * n3; 2 * P1 * n1 * n2 * n3]) (rel_nest P2 (rel_partial_sum P2 1 [:: 2 * P1 * n1 * n2 * n3; 2 * P1 * n1 * n2 * n3]) (rel_axis (rel_contiguous_shard P1 1 (2 * n1 * n2 * n3) [:: 2 * P1 * n1 * n2 * n3; 2 * n1 * n2 * n3]))) (op_reduce_sum 0 (P0 * n0) A0) (fun x => op_reduce_sum 0 n0 (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 A0 F0; exact: (nest_map1 (fs := (fun X0 => op_reduce_sum 0 (P0 * n0) X0)) (fm := (fun X0 => op_reduce_sum 0 n0 X0)) (fp := (fun X0 => op_reduce_sum 0 n0 X0))
    (fun X0 Y0 => @rule_reduce_sum_shard R P0 0 n0 (P0 * n0) [:: n0; 2 * P1 * n1 * n2 * n3; 2 * P1 * n1 * n2 * n3] X0 Y0 isT erefl erefl)
    (nest_map1 (fs := (fun X0 => op_reduce_sum 0 n0 X0)) (fm := (fun X0 => op_reduce_sum 0 n0 X0)) (fp := (fun X0 => op_reduce_sum 0 n0 X0))
    (fun X0 Y0 => @rule_linear_op1 _ P2 1 [:: n0; 2 * P1 * n1 * n2 * n3; 2 * P1 * n1 * n2 * n3] [:: 2 * P1 * n1 * n2 * n3; 2 * P1 * n1 * n2 * n3] (fun Z0 => op_reduce_sum 0 n0 Z0) X0 Y0 (lin_reduce_sum _ _))
    (axis_map1 (fm := (fun X0 => op_reduce_sum 0 n0 X0)) (fp := (fun X0 => op_reduce_sum 0 n0 X0))
    (fun X0 Y0 => @rule_reduce_sum_reindex_ge R P1 1 0 (contig_map (2 * n1 * n2 * n3)) n0 [:: n0; 2 * P1 * n1 * n2 * n3; 2 * n1 * n2 * n3] X0 Y0 isT isT erefl)))). Qed.
