From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesMoECP.
From TV Require Import Mesh.
Theorem ob_91757f1c2e8e10d7 : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 1 n1 [:: n0; n1; P0 * n2]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n2; 2 * P0 * n3 * n4 * n5]) A1 F1 ->
  rel_axis (rel_contiguous_shard P0 1 n1 [:: n0; n1; 2 * P0 * n3 * n4 * n5]) (op_batched_matmul (P0 * n2) A0 A1) (fun x => op_batched_matmul (P0 * n2) (F0 x) (F1 x)).
Proof. move=> R P0 n0 n1 n2 n3 n4 n5 A0 A1 F0 F1; exact: (axis_map2 (fm := (fun X0 X1 => op_batched_matmul (P0 * n2) X0 X1)) (fp := (fun X0 X1 => op_batched_matmul (P0 * n2) X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_batched_matmul_rows R P0 (contig_map n1) [:: n0] n1 (P0 * n2) (2 * P0 * n3 * n4 * n5) X0 X1 Y0 Y1)). Qed.
