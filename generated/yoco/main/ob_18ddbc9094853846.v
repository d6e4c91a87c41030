From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesMissing.
From TV Require Import RulesLayout.
From TV Require Import RulesReplicatedLoss.
From TV Require Import Mesh.
Theorem ob_18ddbc9094853846 : forall (R : fieldType) (P0 P1 P2 n0 n1 n2 : nat) (f_exp : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> nat) (A2 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> nat) (F2 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); P1 * n2]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; P1 * n2]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; P1 * n2]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1)]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1)]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1]))) A2 F2 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); P1 * n2]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; P1 * n2]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; P1 * n2]))) (op_cross_entropy_backward f_exp (P1 * n2) A0 A1 A2) (fun x => op_cross_entropy_backward f_exp (P1 * n2) (F0 x) (F1 x) (F2 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 f_exp A0 A1 A2 F0 F1 F2; exact: (nest_map3 (fs := (fun X0 X1 X2 => op_cross_entropy_backward f_exp (P1 * n2) X0 X1 X2)) (fm := (fun X0 X1 X2 => op_cross_entropy_backward f_exp (P1 * n2) X0 X1 X2)) (fp := (fun X0 X1 X2 => op_cross_entropy_backward f_exp (P1 * n2) X0 X1 X2))
    (fun X0 X1 X2 Y0 Y1 Y2 => @rule_cross_entropy_backward_reindex R f_exp P0 0 (contig_map n0) [:: n0; P1 * (2 * P2 * n1)] (P1 * n2) X0 Y0 X1 Y1 X2 Y2 isT)
    (nest_map3 (fs := (fun X0 X1 X2 => op_cross_entropy_backward f_exp (P1 * n2) X0 X1 X2)) (fm := (fun X0 X1 X2 => op_cross_entropy_backward f_exp (P1 * n2) X0 X1 X2)) (fp := (fun X0 X1 X2 => op_cross_entropy_backward f_exp (P1 * n2) X0 X1 X2))
    (fun X0 X1 X2 Y0 Y1 Y2 => @rule_cross_entropy_backward_reindex R f_exp P2 1 (contig_map (2 * P1 * n1)) [:: n0; 2 * P1 * n1] (P1 * n2) X0 Y0 X1 Y1 X2 Y2 isT)
    (axis_map3 (fm := (fun X0 X1 X2 => op_cross_entropy_backward f_exp (P1 * n2) X0 X1 X2)) (fp := (fun X0 X1 X2 => op_cross_entropy_backward f_exp (P1 * n2) X0 X1 X2))
    (fun X0 X1 X2 Y0 Y1 Y2 => @rule_replicated_op3 _ _ _ _ P1 (rcons (rcons [:: n0] (2 * P1 * n1)) (P1 * n2)) (rcons (rcons [::] n0) (2 * P1 * n1)) (rcons (rcons [::] n0) (2 * P1 * n1)) [:: n0; 2 * P1 * n1; P1 * n2] (fun Z0 Z1 Z2 => op_cross_entropy_backward f_exp (P1 * n2) Z0 Z1 Z2) X0 X1 X2 Y0 Y1 Y2 resp_cross_entropy_backward)))). Qed.
