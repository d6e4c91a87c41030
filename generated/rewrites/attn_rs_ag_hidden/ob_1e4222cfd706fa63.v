From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_1e4222cfd706fa63 : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_axis (rel_partial_sum P0 1 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4]) A0 F0 ->
  rel_axis (rel_partial_sum P0 1 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4]) A1 F1 ->
  rel_axis (rel_partial_sum P0 1 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4]) (op_add A0 A1) (fun x => op_add (F0 x) (F1 x)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 A1 F0 F1; exact: (axis_map2 (fm := (fun X0 X1 => op_add X0 X1)) (fp := (fun X0 X1 => op_add X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_linear_op2 _ P0 1 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] (fun Z0 Z1 => op_add Z0 Z1) X0 X1 Y0 Y1 lin_add)). Qed.
