From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import RulesReplicatedLoss.
From TV Require Import Mesh.
Theorem ob_4c505b2e42170c38 : forall (R : fieldType) (P0 n0 n1 n2 : nat) (f_exp f_log : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> nat),
  rel_axis (rel_replicated P0 [:: n0; P0 * n1; P0 * n2]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n1]) A1 F1 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n1]) (op_cross_entropy f_exp f_log (P0 * n2) A0 A1) (fun x => op_cross_entropy f_exp f_log (P0 * n2) (F0 x) (F1 x)).
Proof. move=> R P0 n0 n1 n2 f_exp f_log A0 A1 F0 F1; exact: (axis_map2 (fm := (fun X0 X1 => op_cross_entropy f_exp f_log (P0 * n2) X0 X1)) (fp := (fun X0 X1 => op_cross_entropy f_exp f_log (P0 * n2) X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_replicated_op2 _ _ _ P0 (rcons (rcons [:: n0] (P0 * n1)) (P0 * n2)) (rcons (rcons [::] n0) (P0 * n1)) [:: n0; P0 * n1] (fun Z0 Z1 => op_cross_entropy f_exp f_log (P0 * n2) Z0 Z1) X0 X1 Y0 Y1 resp_cross_entropy)). Qed.
