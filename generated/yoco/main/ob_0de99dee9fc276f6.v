From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesRow.
From TV Require Import RulesLayout.
From TV Require Import RulesMissing.
From TV Require Import Mesh.
Theorem ob_0de99dee9fc276f6 : forall (R : fieldType) (P0 P1 P2 n0 n1 n2 : nat) (f_exp : R -> R) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); P1 * n2]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; P1 * n2]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; P1 * n2]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); P1 * n2]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; P1 * n2]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; P1 * n2]))) (op_softmax f_exp (P1 * n2) A0) (fun x => op_softmax f_exp (P1 * n2) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 f_exp A0 F0; exact: (nest_map1 (fs := (fun X0 => op_softmax f_exp (P1 * n2) X0)) (fm := (fun X0 => op_softmax f_exp (P1 * n2) X0)) (fp := (fun X0 => op_softmax f_exp (P1 * n2) X0))
    (fun X0 Y0 => @rule_softmax_reindex R f_exp P0 0 (contig_map n0) [:: n0; P1 * (2 * P2 * n1)] (P1 * n2) X0 Y0 isT)
    (nest_map1 (fs := (fun X0 => op_softmax f_exp (P1 * n2) X0)) (fm := (fun X0 => op_softmax f_exp (P1 * n2) X0)) (fp := (fun X0 => op_softmax f_exp (P1 * n2) X0))
    (fun X0 Y0 => @rule_softmax_reindex R f_exp P2 1 (contig_map (2 * P1 * n1)) [:: n0; 2 * P1 * n1] (P1 * n2) X0 Y0 isT)
    (axis_map1 (fm := (fun X0 => op_softmax f_exp (P1 * n2) X0)) (fp := (fun X0 => op_softmax f_exp (P1 * n2) X0))
    (fun X0 Y0 => @rule_replicated_op1 _ _ P1 (rcons (rcons [:: n0] (2 * P1 * n1)) (P1 * n2)) [:: n0; 2 * P1 * n1; P1 * n2] (fun Z0 => op_softmax f_exp (P1 * n2) Z0) X0 Y0 resp_softmax)))). Qed.
