From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesMissing.
From TV Require Import RulesLayout.
From TV Require Import RulesReplicatedLoss.
From TV Require Import Mesh.
Theorem ob_c98aa9fb125a2c4e : forall (R : fieldType) (P0 P1 P2 n0 n1 n2 : nat) (f_exp f_log : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> nat),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); P1 * n2]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; P1 * n2]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; P1 * n2]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1)]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1)]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1]))) (op_cross_entropy f_exp f_log (P1 * n2) A0 A1) (fun x => op_cross_entropy f_exp f_log (P1 * n2) (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 f_exp f_log A0 A1 F0 F1; exact: (nest_map2 (fs := (fun X0 X1 => op_cross_entropy f_exp f_log (P1 * n2) X0 X1)) (fm := (fun X0 X1 => op_cross_entropy f_exp f_log (P1 * n2) X0 X1)) (fp := (fun X0 X1 => op_cross_entropy f_exp f_log (P1 * n2) X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_cross_entropy_reindex R f_exp f_log P0 0 (contig_map n0) [:: n0; P1 * (2 * P2 * n1)] (P1 * n2) X0 Y0 X1 Y1 isT)
    (nest_map2 (fs := (fun X0 X1 => op_cross_entropy f_exp f_log (P1 * n2) X0 X1)) (fm := (fun X0 X1 => op_cross_entropy f_exp f_log (P1 * n2) X0 X1)) (fp := (fun X0 X1 => op_cross_entropy f_exp f_log (P1 * n2) X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_cross_entropy_reindex R f_exp f_log P2 1 (contig_map (2 * P1 * n1)) [:: n0; 2 * P1 * n1] (P1 * n2) X0 Y0 X1 Y1 isT)
    (axis_map2 (fm := (fun X0 X1 => op_cross_entropy f_exp f_log (P1 * n2) X0 X1)) (fp := (fun X0 X1 => op_cross_entropy f_exp f_log (P1 * n2) X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_replicated_op2 _ _ _ P1 (rcons (rcons [:: n0] (2 * P1 * n1)) (P1 * n2)) (rcons (rcons [::] n0) (2 * P1 * n1)) [:: n0; 2 * P1 * n1] (fun Z0 Z1 => op_cross_entropy f_exp f_log (P1 * n2) Z0 Z1) X0 X1 Y0 Y1 resp_cross_entropy)))). Qed.
