From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_21308ad652715b3c : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2); 2 * P1 * n3 * n4 * n5]) (rel_nest P2 (rel_contiguous_shard P2 2 (2 * P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]) (rel_axis (rel_expert_partition P1 0 n0 [:: n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n1 [:: n1; P1 * (2 * P2 * n2); 2 * P1 * n3 * n4 * n5]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n2) [:: n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]) (rel_axis (rel_partial_sum P1 1 [:: n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]))) (op_reduce_sum 0 (P1 * n0) A0) (fun x => op_reduce_sum 0 n0 (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 n5 A0 F0; exact: (nest_map1 (fs := (fun X0 => op_reduce_sum 0 (P1 * n0) X0)) (fm := (fun X0 => op_reduce_sum 0 (P1 * n0) X0)) (fp := (fun X0 => op_reduce_sum 0 n0 X0))
    (fun X0 Y0 => @rule_reduce_sum_reindex_ge R P0 0 0 (contig_map n1) (P1 * n0) [:: P1 * n0; n1; P1 * (2 * P2 * n2); 2 * P1 * n3 * n4 * n5] X0 Y0 isT isT erefl)
    (nest_map1 (fs := (fun X0 => op_reduce_sum 0 (P1 * n0) X0)) (fm := (fun X0 => op_reduce_sum 0 (P1 * n0) X0)) (fp := (fun X0 => op_reduce_sum 0 n0 X0))
    (fun X0 Y0 => @rule_reduce_sum_reindex_ge R P2 1 0 (contig_map (2 * P1 * n2)) (P1 * n0) [:: P1 * n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5] X0 Y0 isT isT erefl)
    (axis_map1 (fm := (fun X0 => op_reduce_sum 0 (P1 * n0) X0)) (fp := (fun X0 => op_reduce_sum 0 n0 X0))
    (fun X0 Y0 => @rule_reduce_sum_shard R P1 0 n0 (P1 * n0) [:: n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5] X0 Y0 isT erefl erefl)))). Qed.
