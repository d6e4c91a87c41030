From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_e729d91a186acb23 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3]) (rel_nest P2 (rel_partial_sum P2 1 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3]) (rel_axis (rel_contiguous_shard P1 1 n1 [:: n0; n1; P1 * (2 * P2 * n2); 2 * n3]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3]) (rel_nest P2 (rel_partial_sum P2 1 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3]) (rel_axis (rel_contiguous_shard P1 1 n1 [:: n0; n1; P1 * (2 * P2 * n2); 2 * n3]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3]) (rel_nest P2 (rel_partial_sum P2 1 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3]) (rel_axis (rel_contiguous_shard P1 1 n1 [:: n0; n1; P1 * (2 * P2 * n2); 2 * n3]))) (op_add A0 A1) (fun x => op_add (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 A0 A1 F0 F1; exact: (nest_map2 (fs := (fun X0 X1 => op_add X0 X1)) (fm := (fun X0 X1 => op_add X0 X1)) (fp := (fun X0 X1 => op_add X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_map2_reindex R (fun a b => (a + b)%R) P0 0 (contig_map n0) [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3] X0 X1 Y0 Y1)
    (nest_map2 (fs := (fun X0 X1 => op_add X0 X1)) (fm := (fun X0 X1 => op_add X0 X1)) (fp := (fun X0 X1 => op_add X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_linear_op2 _ P2 1 [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3] [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3] [:: n0; P1 * n1; P1 * (2 * P2 * n2); 2 * n3] (fun Z0 Z1 => op_add Z0 Z1) X0 X1 Y0 Y1 lin_add)
    (axis_map2 (fm := (fun X0 X1 => op_add X0 X1)) (fp := (fun X0 X1 => op_add X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_map2_reindex R (fun a b => (a + b)%R) P1 1 (contig_map n1) [:: n0; n1; P1 * (2 * P2 * n2); 2 * n3] X0 X1 Y0 Y1)))). Qed.
