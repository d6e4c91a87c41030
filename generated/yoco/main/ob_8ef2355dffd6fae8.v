From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_8ef2355dffd6fae8 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 : nat) (f_sigmoid : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2); n3]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2; n3]) (rel_axis (rel_expert_partition P1 0 n0 [:: n0; n1; 2 * P1 * n2; n3]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2); n3]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2; n3]) (rel_axis (rel_expert_partition P1 0 n0 [:: n0; n1; 2 * P1 * n2; n3]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2); n3]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2; n3]) (rel_axis (rel_expert_partition P1 0 n0 [:: n0; n1; 2 * P1 * n2; n3]))) (op_silu_grad f_sigmoid A1 A0) (fun x => op_silu_grad f_sigmoid (F1 x) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 f_sigmoid A0 A1 F0 F1; exact: (nest_map2 (fs := (fun X0 X1 => op_silu_grad f_sigmoid X1 X0)) (fm := (fun X0 X1 => op_silu_grad f_sigmoid X1 X0)) (fp := (fun X0 X1 => op_silu_grad f_sigmoid X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_map2_reindex R (fun x dy => (dy * (f_sigmoid x + x * (f_sigmoid x * (1 - f_sigmoid x))))%R) P0 1 (contig_map n1) [:: P1 * n0; n1; P1 * (2 * P2 * n2); n3] X0 X1 Y0 Y1)
    (nest_map2 (fs := (fun X0 X1 => op_silu_grad f_sigmoid X1 X0)) (fm := (fun X0 X1 => op_silu_grad f_sigmoid X1 X0)) (fp := (fun X0 X1 => op_silu_grad f_sigmoid X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_map2_reindex R (fun x dy => (dy * (f_sigmoid x + x * (f_sigmoid x * (1 - f_sigmoid x))))%R) P2 2 (zz_glob P2 (P1 * n2)) [:: P1 * n0; n1; 2 * P1 * n2; n3] X0 X1 Y0 Y1)
    (axis_map2 (fm := (fun X0 X1 => op_silu_grad f_sigmoid X1 X0)) (fp := (fun X0 X1 => op_silu_grad f_sigmoid X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_map2_reindex R (fun x dy => (dy * (f_sigmoid x + x * (f_sigmoid x * (1 - f_sigmoid x))))%R) P1 0 (contig_map n0) [:: n0; n1; 2 * P1 * n2; n3] X0 X1 Y0 Y1)))). Qed.
