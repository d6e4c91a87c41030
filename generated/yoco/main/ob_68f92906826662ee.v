From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_68f92906826662ee : forall (R : fieldType) (P0 P1 P2 n0 n1 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1)]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1)]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1]))) (op_scale (1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R A0) (fun x => op_scale (1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 A0 F0; exact: (nest_map1 (fs := (fun X0 => op_scale (1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R X0)) (fm := (fun X0 => op_scale (1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R X0)) (fp := (fun X0 => op_scale (1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R X0))
    (fun X0 Y0 => @rule_map1_reindex R (fun a => ((1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R * a)%R) P0 0 (contig_map n0) [:: n0; P1 * (2 * P2 * n1)] X0 Y0)
    (nest_map1 (fs := (fun X0 => op_scale (1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R X0)) (fm := (fun X0 => op_scale (1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R X0)) (fp := (fun X0 => op_scale (1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R X0))
    (fun X0 Y0 => @rule_map1_reindex R (fun a => ((1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R * a)%R) P2 1 (contig_map (2 * P1 * n1)) [:: n0; 2 * P1 * n1] X0 Y0)
    (axis_map1 (fm := (fun X0 => op_scale (1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R X0)) (fp := (fun X0 => op_scale (1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R X0))
    (fun X0 Y0 => @rule_map1_replicated R (fun a => ((1%:R / (P1 * (P2 * (2 * P0 * n0 * n1)))%:R)%R * a)%R) P1 [:: n0; 2 * P1 * n1] X0 Y0)))). Qed.
