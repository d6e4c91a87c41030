From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_bda28ffeadabed11 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2); 2 * P1 * n3 * n4 * n5]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]) (rel_axis (rel_expert_partition P1 0 n0 [:: n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2); 2 * P1 * n3 * n4 * n5]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]) (rel_axis (rel_expert_partition P1 0 n0 [:: n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2); 2 * P1 * n3 * n4 * n5]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]) (rel_axis (rel_expert_partition P1 0 n0 [:: n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5]))) (op_mul A0 A1) (fun x => op_mul (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 n5 A0 A1 F0 F1; exact: (nest_map2 (fs := (fun X0 X1 => op_mul X0 X1)) (fm := (fun X0 X1 => op_mul X0 X1)) (fp := (fun X0 X1 => op_mul X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_map2_reindex R (fun a b => (a * b)%R) P0 1 (contig_map n1) [:: P1 * n0; n1; P1 * (2 * P2 * n2); 2 * P1 * n3 * n4 * n5] X0 X1 Y0 Y1)
    (nest_map2 (fs := (fun X0 X1 => op_mul X0 X1)) (fm := (fun X0 X1 => op_mul X0 X1)) (fp := (fun X0 X1 => op_mul X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_map2_reindex R (fun a b => (a * b)%R) P2 2 (zz_glob P2 (P1 * n2)) [:: P1 * n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5] X0 X1 Y0 Y1)
    (axis_map2 (fm := (fun X0 X1 => op_mul X0 X1)) (fp := (fun X0 X1 => op_mul X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_map2_reindex R (fun a b => (a * b)%R) P1 0 (contig_map n0) [:: n0; n1; 2 * P1 * n2; 2 * P1 * n3 * n4 * n5] X0 X1 Y0 Y1)))). Qed.
