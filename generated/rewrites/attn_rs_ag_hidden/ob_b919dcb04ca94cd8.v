From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReplicatedLoss.
From TV Require Import Mesh.
Theorem ob_b919dcb04ca94cd8 : forall (R : fieldType) (P0 n0 n1 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_axis (rel_replicated P0 [:: n0; P0 * n1]) A0 F0 ->
  rel_axis (rel_replicated P0 [::]) (op_reduce_mean 0 n0 (op_reduce_mean 1 (P0 * n1) A0)) (fun x => op_reduce_mean 0 n0 (op_reduce_mean 1 (P0 * n1) (F0 x))).
Proof. move=> R P0 n0 n1 A0 F0; exact: (axis_map1 (fm := (fun X0 => op_reduce_mean 0 n0 (op_reduce_mean 1 (P0 * n1) X0))) (fp := (fun X0 => op_reduce_mean 0 n0 (op_reduce_mean 1 (P0 * n1) X0)))
    (fun X0 Y0 => @rule_mean2_replicated R P0 n0 (P0 * n1) X0 Y0)). Qed.
