From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_77b4317a8920101c : forall (R : fieldType) (P0 n0 n1 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_axis (rel_replicated P0 [:: n0; P0 * n1]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n1]) (op_scale (1%:R / (P0 * n0 * n1)%:R)%R A0) (fun x => op_scale (1%:R / (P0 * n0 * n1)%:R)%R (F0 x)).
Proof. move=> R P0 n0 n1 A0 F0; exact: (axis_map1 (fm := (fun X0 => op_scale (1%:R / (P0 * n0 * n1)%:R)%R X0)) (fp := (fun X0 => op_scale (1%:R / (P0 * n0 * n1)%:R)%R X0))
    (fun X0 Y0 => @rule_map1_replicated R (fun a => ((1%:R / (P0 * n0 * n1)%:R)%R * a)%R) P0 [:: n0; P0 * n1] X0 Y0)). Qed.
