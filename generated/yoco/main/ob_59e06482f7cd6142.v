From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_59e06482f7cd6142 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]))) A0 F0 ->
  rel_nest P0 (rel_replicated P0 [:: 2 * P1 * n2 * n3 * n4; P1 * n5]) (rel_nest P2 (rel_replicated P2 [:: 2 * P1 * n2 * n3 * n4; P1 * n5]) (rel_axis (rel_replicated P1 [:: 2 * P1 * n2 * n3 * n4; P1 * n5]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); P1 * n5]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; P1 * n5]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; P1 * n5]))) (op_matmul (2 * P1 * n2 * n3 * n4) A0 A1) (fun x => op_matmul (2 * P1 * n2 * n3 * n4) (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 n5 A0 A1 F0 F1; exact: (nest_map2 (fs := (fun X0 X1 => op_matmul (2 * P1 * n2 * n3 * n4) X0 X1)) (fm := (fun X0 X1 => op_matmul (2 * P1 * n2 * n3 * n4) X0 X1)) (fp := (fun X0 X1 => op_matmul (2 * P1 * n2 * n3 * n4) X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_matmul_lead R P0 0 (contig_map n0) (2 * P1 * n2 * n3 * n4) (P1 * n5) [:: n0; P1 * (2 * P2 * n1)] X0 X1 Y0 Y1 isT)
    (nest_map2 (fs := (fun X0 X1 => op_matmul (2 * P1 * n2 * n3 * n4) X0 X1)) (fm := (fun X0 X1 => op_matmul (2 * P1 * n2 * n3 * n4) X0 X1)) (fp := (fun X0 X1 => op_matmul (2 * P1 * n2 * n3 * n4) X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_matmul_lead R P2 1 (contig_map (2 * P1 * n1)) (2 * P1 * n2 * n3 * n4) (P1 * n5) [:: n0; 2 * P1 * n1] X0 X1 Y0 Y1 isT)
    (axis_map2 (fm := (fun X0 X1 => op_matmul (2 * P1 * n2 * n3 * n4) X0 X1)) (fp := (fun X0 X1 => op_matmul (2 * P1 * n2 * n3 * n4) X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_replicated_op2 _ _ _ P1 (rcons (rcons [:: n0] (2 * P1 * n1)) (2 * P1 * n2 * n3 * n4)) (rcons (rcons [::] (2 * P1 * n2 * n3 * n4)) (P1 * n5)) [:: n0; 2 * P1 * n1; P1 * n5] (fun Z0 Z1 => op_matmul (2 * P1 * n2 * n3 * n4) Z0 Z1) X0 X1 Y0 Y1 resp_matmul)))). Qed.
