From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_65100818700bac79 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_replicated P0 [:: 2 * P1 * n0 * n1 * n2; 2 * P1 * n0 * n1 * n2]) (rel_nest P2 (rel_replicated P2 [:: 2 * P1 * n0 * n1 * n2; 2 * P1 * n0 * n1 * n2]) (rel_axis (rel_contiguous_shard P1 1 (2 * n0 * n1 * n2) [:: 2 * P1 * n0 * n1 * n2; 2 * n0 * n1 * n2]))) A0 F0 ->
  rel_nest P0 (rel_replicated P0 [:: 2 * P1 * n0 * n1 * n2; 2 * P1 * n0 * n1 * n2]) (rel_nest P2 (rel_replicated P2 [:: 2 * P1 * n0 * n1 * n2; 2 * P1 * n0 * n1 * n2]) (rel_axis (rel_contiguous_shard P1 0 (2 * n0 * n1 * n2) [:: 2 * n0 * n1 * n2; 2 * P1 * n0 * n1 * n2]))) (op_transpose 0 1 A0) (fun x => op_transpose 0 1 (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 A0 F0; exact: (nest_map1 (fs := (fun X0 => op_transpose 0 1 X0)) (fm := (fun X0 => op_transpose 0 1 X0)) (fp := (fun X0 => op_transpose 0 1 X0))
    (fun X0 Y0 => @rule_replicated_op1 _ _ P0 (rcons (rcons [::] (2 * P1 * n0 * n1 * n2)) (2 * P1 * n0 * n1 * n2)) [:: 2 * P1 * n0 * n1 * n2; 2 * P1 * n0 * n1 * n2] (fun Z0 => op_transpose 0 1 Z0) X0 Y0 (resp_transpose _ _))
    (nest_map1 (fs := (fun X0 => op_transpose 0 1 X0)) (fm := (fun X0 => op_transpose 0 1 X0)) (fp := (fun X0 => op_transpose 0 1 X0))
    (fun X0 Y0 => @rule_replicated_op1 _ _ P2 (rcons (rcons [::] (2 * P1 * n0 * n1 * n2)) (2 * P1 * n0 * n1 * n2)) [:: 2 * P1 * n0 * n1 * n2; 2 * P1 * n0 * n1 * n2] (fun Z0 => op_transpose 0 1 Z0) X0 Y0 (resp_transpose _ _))
    (axis_map1 (fm := (fun X0 => op_transpose 0 1 X0)) (fp := (fun X0 => op_transpose 0 1 X0))
    (fun X0 Y0 => @rule_transpose_reindex_back R P1 0 1 (contig_map (2 * n0 * n1 * n2)) [:: 2 * P1 * n0 * n1 * n2; 2 * n0 * n1 * n2] X0 Y0 isT isT)))). Qed.
