From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_81548cb7f2bfa8ad : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; 2 * P1 * n2 * n3 * n4; n5]) (rel_nest P2 (rel_partial_sum P2 1 [:: P1 * n0; n1; 2 * P1 * n2 * n3 * n4; n5]) (rel_axis (rel_expert_partition P1 0 n0 [:: n0; n1; 2 * P1 * n2 * n3 * n4; n5]))) A0 F0 ->
  rel_nest P0 (rel_partial_sum P0 1 [:: P1 * n0; 2 * P1 * n2 * n3 * n4; n5]) (rel_nest P2 (rel_partial_sum P2 1 [:: P1 * n0; 2 * P1 * n2 * n3 * n4; n5]) (rel_axis (rel_expert_partition P1 0 n0 [:: n0; 2 * P1 * n2 * n3 * n4; n5]))) (op_reduce_sum 1 (P0 * n1) A0) (fun x => op_reduce_sum 1 n1 (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 n5 A0 F0; exact: (nest_map1 (fs := (fun X0 => op_reduce_sum 1 (P0 * n1) X0)) (fm := (fun X0 => op_reduce_sum 1 n1 X0)) (fp := (fun X0 => op_reduce_sum 1 n1 X0))
    (fun X0 Y0 => @rule_reduce_sum_shard R P0 1 n1 (P0 * n1) [:: P1 * n0; n1; 2 * P1 * n2 * n3 * n4; n5] X0 Y0 isT erefl erefl)
    (nest_map1 (fs := (fun X0 => op_reduce_sum 1 n1 X0)) (fm := (fun X0 => op_reduce_sum 1 n1 X0)) (fp := (fun X0 => op_reduce_sum 1 n1 X0))
    (fun X0 Y0 => @rule_linear_op1 _ P2 1 [:: P1 * n0; n1; 2 * P1 * n2 * n3 * n4; n5] [:: P1 * n0; 2 * P1 * n2 * n3 * n4; n5] (fun Z0 => op_reduce_sum 1 n1 Z0) X0 Y0 (lin_reduce_sum _ _))
    (axis_map1 (fm := (fun X0 => op_reduce_sum 1 n1 X0)) (fp := (fun X0 => op_reduce_sum 1 n1 X0))
    (fun X0 Y0 => @rule_reduce_sum_reindex_lt R P1 0 1 (contig_map n0) n1 [:: n0; n1; 2 * P1 * n2 * n3 * n4; n5] X0 Y0 isT isT erefl)))). Qed.
