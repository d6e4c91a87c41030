From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import RulesReplicatedLoss.
From TV Require Import Mesh.
Theorem ob_e03b74aac455da27 : forall (R : fieldType) (P0 n0 n1 n2 : nat) (f_exp : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> nat) (A2 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> nat) (F2 : seq nat -> seq nat -> R),
  rel_axis (rel_replicated P0 [:: n0; P0 * n1; P0 * n2]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n1]) A1 F1 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n1]) A2 F2 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n1; P0 * n2]) (op_cross_entropy_backward f_exp (P0 * n2) A0 A1 A2) (fun x => op_cross_entropy_backward f_exp (P0 * n2) (F0 x) (F1 x) (F2 x)).
Proof. move=> R P0 n0 n1 n2 f_exp A0 A1 A2 F0 F1 F2; exact: (axis_map3 (fm := (fun X0 X1 X2 => op_cross_entropy_backward f_exp (P0 * n2) X0 X1 X2)) (fp := (fun X0 X1 X2 => op_cross_entropy_backward f_exp (P0 * n2) X0 X1 X2))
    (fun X0 X1 X2 Y0 Y1 Y2 => @rule_replicated_op3 _ _ _ _ P0 (rcons (rcons [:: n0] (P0 * n1)) (P0 * n2)) (rcons (rcons [::] n0) (P0 * n1)) (rcons (rcons [::] n0) (P0 * n1)) [:: n0; P0 * n1; P0 * n2] (fun Z0 Z1 Z2 => op_cross_entropy_backward f_exp (P0 * n2) Z0 Z1 Z2) X0 X1 X2 Y0 Y1 Y2 resp_cross_entropy_backward)). Qed.
