From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_f3d181288f1507bd : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; 2 * P1 * n2 * n3 * n4; n5]) (rel_nest P2 (rel_replicated P2 [:: P1 * n0; n1; 2 * P1 * n2 * n3 * n4; n5]) (rel_axis (rel_expert_partition P1 0 n0 [:: n0; n1; 2 * P1 * n2 * n3 * n4; n5]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; n5; 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_replicated P2 [:: P1 * n0; n1; n5; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_expert_partition P1 0 n0 [:: n0; n1; n5; 2 * P1 * n2 * n3 * n4]))) (op_transpose 2 3 A0) (fun x => op_transpose 2 3 (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 n5 A0 F0; exact: (nest_map1 (fs := (fun X0 => op_transpose 2 3 X0)) (fm := (fun X0 => op_transpose 2 3 X0)) (fp := (fun X0 => op_transpose 2 3 X0))
    (fun X0 Y0 => @rule_transpose_reindex_other R P0 2 3 1 (contig_map n1) [:: P1 * n0; n1; 2 * P1 * n2 * n3 * n4; n5] X0 Y0 isT isT isT isT)
    (nest_map1 (fs := (fun X0 => op_transpose 2 3 X0)) (fm := (fun X0 => op_transpose 2 3 X0)) (fp := (fun X0 => op_transpose 2 3 X0))
    (fun X0 Y0 => @rule_replicated_op1 _ _ P2 (rcons (rcons [:: P1 * n0; n1] (2 * P1 * n2 * n3 * n4)) n5) [:: P1 * n0; n1; n5; 2 * P1 * n2 * n3 * n4] (fun Z0 => op_transpose 2 3 Z0) X0 Y0 (resp_transpose _ _))
    (axis_map1 (fm := (fun X0 => op_transpose 2 3 X0)) (fp := (fun X0 => op_transpose 2 3 X0))
    (fun X0 Y0 => @rule_transpose_reindex_other R P1 2 3 0 (contig_map n0) [:: n0; n1; 2 * P1 * n2 * n3 * n4; n5] X0 Y0 isT isT isT isT)))). Qed.
