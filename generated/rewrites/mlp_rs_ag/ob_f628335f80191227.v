From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesMoECP.
From TV Require Import Mesh.
Theorem ob_f628335f80191227 : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 1 (2 * n1 * n2 * n3) [:: n0; 2 * n1 * n2 * n3; P0 * n4]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n4; 2 * P0 * n1 * n2 * n3]) A1 F1 ->
  rel_axis (rel_contiguous_shard P0 1 (2 * n1 * n2 * n3) [:: n0; 2 * n1 * n2 * n3; 2 * P0 * n1 * n2 * n3]) (op_batched_matmul (P0 * n4) A0 A1) (fun x => op_batched_matmul (P0 * n4) (F0 x) (F1 x)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 A1 F0 F1; exact: (axis_map2 (fm := (fun X0 X1 => op_batched_matmul (P0 * n4) X0 X1)) (fp := (fun X0 X1 => op_batched_matmul (P0 * n4) X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_batched_matmul_rows R P0 (contig_map (2 * n1 * n2 * n3)) [:: n0] (2 * n1 * n2 * n3) (P0 * n4) (2 * P0 * n1 * n2 * n3) X0 X1 Y0 Y1)). Qed.
