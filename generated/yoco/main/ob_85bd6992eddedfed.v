From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesLossCP.
From TV Require Import Mesh.
Theorem ob_85bd6992eddedfed : forall (R : fieldType) (P0 P1 P2 n0 n1 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1)]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1]))) A0 F0 ->
  rel_nest P0 (rel_partial_sum P0 (1%:R / P0%:R)%R [::]) (rel_nest P2 (rel_partial_sum P2 (1%:R / P2%:R)%R [::]) (rel_axis (rel_replicated P1 [::]))) (op_reduce_mean 0 (P0 * n0) (op_reduce_mean 1 (P1 * (2 * P2 * n1)) A0)) (fun x => op_reduce_mean 0 n0 (op_reduce_mean 1 (2 * P1 * n1) (F0 x))).
Proof. move=> R P0 P1 P2 n0 n1 A0 F0; have e0 : P1 * (2 * P2 * n1) = P2 * (2 * P1 * n1) by ring.
  exact: (nest_map1 (fs := (fun X0 => op_reduce_mean 0 (P0 * n0) (op_reduce_mean 1 (P1 * (2 * P2 * n1)) X0))) (fm := (fun X0 => op_reduce_mean 0 n0 (op_reduce_mean 1 (P1 * (2 * P2 * n1)) X0))) (fp := (fun X0 => op_reduce_mean 0 n0 (op_reduce_mean 1 (2 * P1 * n1) X0)))
    (fun X0 Y0 => @rule_mean2_shard R P0 n0 (P1 * (2 * P2 * n1)) (P0 * n0) X0 Y0 erefl)
    (nest_map1 (fs := (fun X0 => op_reduce_mean 0 n0 (op_reduce_mean 1 (P1 * (2 * P2 * n1)) X0))) (fm := (fun X0 => op_reduce_mean 0 n0 (op_reduce_mean 1 (2 * P1 * n1) X0))) (fp := (fun X0 => op_reduce_mean 0 n0 (op_reduce_mean 1 (2 * P1 * n1) X0)))
    (fun X0 Y0 => @rule_mean2_shard_seq R P2 n0 (2 * P1 * n1) (P1 * (2 * P2 * n1)) X0 Y0 e0)
    (axis_map1 (fm := (fun X0 => op_reduce_mean 0 n0 (op_reduce_mean 1 (2 * P1 * n1) X0))) (fp := (fun X0 => op_reduce_mean 0 n0 (op_reduce_mean 1 (2 * P1 * n1) X0)))
    (fun X0 Y0 => @rule_mean2_replicated R P1 n0 (2 * P1 * n1) X0 Y0)))). Qed.
