From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
From TV Require Import Mesh.
Theorem ob_8225b7c260a014b3 : forall (R : fieldType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (f_rsqrt : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_contiguous_shard P1 1 (2 * n1) [:: n0; 2 * n1; 2 * P1 * n2 * n3 * n4]))) A0 F0 ->
  rel_nest P0 (rel_replicated P0 [:: 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_replicated P2 [:: 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: 2 * P1 * n2 * n3 * n4]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_contiguous_shard P1 1 (2 * n1) [:: n0; 2 * n1; 2 * P1 * n2 * n3 * n4]))) (op_rmsnorm f_rsqrt (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R A1 A0) (fun x => op_rmsnorm f_rsqrt (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R (F1 x) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 f_rsqrt A0 A1 F0 F1; exact: (nest_map2 (fs := (fun X0 X1 => op_rmsnorm f_rsqrt (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R X1 X0)) (fm := (fun X0 X1 => op_rmsnorm f_rsqrt (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R X1 X0)) (fp := (fun X0 X1 => op_rmsnorm f_rsqrt (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_rmsnorm_reindex_w R f_rsqrt P0 0 (contig_map n0) [:: n0; P1 * (2 * P2 * n1)] (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R X0 Y0 X1 Y1 isT)
    (nest_map2 (fs := (fun X0 X1 => op_rmsnorm f_rsqrt (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R X1 X0)) (fm := (fun X0 X1 => op_rmsnorm f_rsqrt (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R X1 X0)) (fp := (fun X0 X1 => op_rmsnorm f_rsqrt (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_rmsnorm_reindex_w R f_rsqrt P2 1 (contig_map (2 * P1 * n1)) [:: n0; 2 * P1 * n1] (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R X0 Y0 X1 Y1 isT)
    (axis_map2 (fm := (fun X0 X1 => op_rmsnorm f_rsqrt (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R X1 X0)) (fp := (fun X0 X1 => op_rmsnorm f_rsqrt (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_rmsnorm_reindex_w R f_rsqrt P1 1 (contig_map (2 * n1)) [:: n0; 2 * n1] (2 * P1 * n2 * n3 * n4) (1%:R / 100000%:R)%R X0 Y0 X1 Y1 isT)))). Qed.
