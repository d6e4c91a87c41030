From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_90125cec7299d009 : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_axis (rel_partial_sum P0 1 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4]) A0 (fun x => op_all_reduce P0 1 (fun m => F0 (set_nth 0 x 0 m))).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 F0; exact: (axis_coll (h := fun F _ => op_all_reduce P0 1 F) (fun X0 Y0 => @rule_all_reduce R P0 1 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] X0 Y0)). Qed.
