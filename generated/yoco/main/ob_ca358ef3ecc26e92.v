From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_ca358ef3ecc26e92 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2); 2 * P1 * n3 * n4 * n5]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]) (rel_axis (rel_contiguous_shard P1 0 n0 [:: n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2)]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2]) (rel_axis (rel_contiguous_shard P1 0 n0 [:: n0; n1; 2 * P1 * n2]))) (op_reduce_sum 3 (2 * P1 * n3 * n4 * n5) A0) (fun x => op_reduce_sum 3 (2 * P1 * n3 * n4 * n5) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 n5 A0 F0; exact: (nest_map1 (fs := (fun X0 => op_reduce_sum 3 (2 * P1 * n3 * n4 * n5) X0)) (fm := (fun X0 => op_reduce_sum 3 (2 * P1 * n3 * n4 * n5) X0)) (fp := (fun X0 => op_reduce_sum 3 (2 * P1 * n3 * n4 * n5) X0))
    (fun X0 Y0 => @rule_reduce_sum_reindex_lt R P0 1 3 (contig_map n1) (2 * P1 * n3 * n4 * n5) [:: P1 * n0; n1; P1 * (2 * P2 * n2); 2 * P1 * n3 * n4 * n5] X0 Y0 isT isT erefl)
    (nest_map1 (fs := (fun X0 => op_reduce_sum 3 (2 * P1 * n3 * n4 * n5) X0)) (fm := (fun X0 => op_reduce_sum 3 (2 * P1 * n3 * n4 * n5) X0)) (fp := (fun X0 => op_reduce_sum 3 (2 * P1 * n3 * n4 * n5) X0))
    (fun X0 Y0 => @rule_reduce_sum_reindex_lt R P2 2 3 (zz_glob P2 (P1 * n2)) (2 * P1 * n3 * n4 * n5) [:: P1 * n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5] X0 Y0 isT isT erefl)
    (axis_map1 (fm := (fun X0 => op_reduce_sum 3 (2 * P1 * n3 * n4 * n5) X0)) (fp := (fun X0 => op_reduce_sum 3 (2 * P1 * n3 * n4 * n5) X0))
    (fun X0 Y0 => @rule_reduce_sum_reindex_lt R P1 0 3 (contig_map n0) (2 * P1 * n3 * n4 * n5) [:: n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5] X0 Y0 isT isT erefl)))). Qed.
