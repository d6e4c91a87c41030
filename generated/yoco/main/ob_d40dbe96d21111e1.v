From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesDispatchRouter.
From TV Require Import RulesMissing.
From TV Require Import Mesh.
Theorem ob_d40dbe96d21111e1 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 : nat) (A0 : seq nat -> nat) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> nat) (F1 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); n2]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n1) [:: n0; 2 * P1 * n1; n2]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; n2]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); n2]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n1) [:: n0; 2 * P1 * n1; n2]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; n2]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); P1 * n3]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n1) [:: n0; 2 * P1 * n1; P1 * n3]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; P1 * n3]))) (op_scatter_add 2 n2 A0 A1) (fun x => op_scatter_add 2 n2 (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 A0 A1 F0 F1; exact: (nest_map2 (fs := (fun X0 X1 => op_scatter_add 2 n2 X0 X1)) (fm := (fun X0 X1 => op_scatter_add 2 n2 X0 X1)) (fp := (fun X0 X1 => op_scatter_add 2 n2 X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_scatter_add_reindex R P0 2 0 (contig_map n0) n2 [:: n0; P1 * (2 * P2 * n1); P1 * n3] X0 Y0 X1 Y1 isT isT)
    (nest_map2 (fs := (fun X0 X1 => op_scatter_add 2 n2 X0 X1)) (fm := (fun X0 X1 => op_scatter_add 2 n2 X0 X1)) (fp := (fun X0 X1 => op_scatter_add 2 n2 X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_scatter_add_reindex R P2 2 1 (zz_glob P2 (P1 * n1)) n2 [:: n0; 2 * P1 * n1; P1 * n3] X0 Y0 X1 Y1 isT isT)
    (axis_map2 (fm := (fun X0 X1 => op_scatter_add 2 n2 X0 X1)) (fp := (fun X0 X1 => op_scatter_add 2 n2 X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_scatter_add_replicated R P1 2 n2 [:: n0; 2 * P1 * n1; P1 * n3] X0 Y0 X1 Y1 isT)))). Qed.
