From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_0ec46360ff4fc4dc : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 2 (2 * n1 * n3) [:: n0; 2 * P0 * n1 * n2 * n3; 2 * n1 * n3]) A0 F0 ->
  rel_axis (rel_contiguous_shard P0 1 (2 * n1 * n3) [:: 2 * P0 * n1 * n2 * n3; 2 * n1 * n3]) (op_reduce_sum 0 n0 A0) (fun x => op_reduce_sum 0 n0 (F0 x)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; exact: (axis_map1 (fm := (fun X0 => op_reduce_sum 0 n0 X0)) (fp := (fun X0 => op_reduce_sum 0 n0 X0))
    (fun X0 Y0 => @rule_reduce_sum_reindex_ge R P0 1 0 (contig_map (2 * n1 * n3)) n0 [:: n0; 2 * P0 * n1 * n2 * n3; 2 * n1 * n3] X0 Y0 isT isT erefl)). Qed.
