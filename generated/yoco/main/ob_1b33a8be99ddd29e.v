From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_1b33a8be99ddd29e : forall (R : fieldType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (f_rsqrt : R -> R) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_contiguous_shard P1 1 (2 * n1) [:: n0; 2 * n1; 2 * P1 * n2 * n3 * n4]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_contiguous_shard P1 1 (2 * n1) [:: n0; 2 * n1; 2 * P1 * n2 * n3 * n4]))) (op_scale (f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) A0) (fun x => op_scale (f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 f_rsqrt A0 F0; exact: (nest_map1 (fs := (fun X0 => op_scale (f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) X0)) (fm := (fun X0 => op_scale (f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) X0)) (fp := (fun X0 => op_scale (f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) X0))
    (fun X0 Y0 => @rule_map1_reindex R (fun a => ((f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) * a)%R) P0 0 (contig_map n0) [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4] X0 Y0)
    (nest_map1 (fs := (fun X0 => op_scale (f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) X0)) (fm := (fun X0 => op_scale (f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) X0)) (fp := (fun X0 => op_scale (f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) X0))
    (fun X0 Y0 => @rule_map1_reindex R (fun a => ((f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) * a)%R) P2 1 (contig_map (2 * P1 * n1)) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4] X0 Y0)
    (axis_map1 (fm := (fun X0 => op_scale (f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) X0)) (fp := (fun X0 => op_scale (f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) X0))
    (fun X0 Y0 => @rule_map1_reindex R (fun a => ((f_rsqrt (1%:R / (2 * P1 * n2 * n3 * n4)%:R)%R) * a)%R) P1 1 (contig_map (2 * n1)) [:: n0; 2 * n1; 2 * P1 * n2 * n3 * n4] X0 Y0)))). Qed.
