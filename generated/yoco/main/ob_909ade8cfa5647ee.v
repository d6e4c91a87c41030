From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHeads.
From TV Require Import RulesAttention.
From TV Require Import Mesh.
Theorem ob_909ade8cfa5647ee : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (f_rope_cos f_rope_sin : nat -> nat -> R) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> nat),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n1 * n2; P1 * (2 * P2 * n3); 2 * n4]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n3) [:: n0; P1 * n1 * n2; 2 * P1 * n3; 2 * n4]) (rel_axis (rel_contiguous_shard P1 1 (n1 * n2) [:: n0; n1 * n2; 2 * P1 * n3; 2 * n4]))) A0 F0 ->
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n3)]) (rel_nest P2 (rel_zigzag P2 0 (P1 * n3) [:: 2 * P1 * n3]) (rel_axis (rel_replicated P1 [:: 2 * P1 * n3]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n1 * n2; P1 * (2 * P2 * n3); 2 * n4]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n3) [:: n0; P1 * n1 * n2; 2 * P1 * n3; 2 * n4]) (rel_axis (rel_contiguous_shard P1 1 (n1 * n2) [:: n0; n1 * n2; 2 * P1 * n3; 2 * n4]))) (op_rope_backward f_rope_cos f_rope_sin 2 A1 A0) (fun x => op_rope_backward f_rope_cos f_rope_sin 2 (F1 x) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 f_rope_cos f_rope_sin A0 A1 F0 F1; exact: (nest_map2 (fs := (fun X0 X1 => op_rope_backward f_rope_cos f_rope_sin 2 X1 X0)) (fm := (fun X0 X1 => op_rope_backward f_rope_cos f_rope_sin 2 X1 X0)) (fp := (fun X0 X1 => op_rope_backward f_rope_cos f_rope_sin 2 X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_rope_backward_heads R f_rope_cos f_rope_sin P0 0 (contig_map n0) [:: n0; P1 * n1 * n2; P1 * (2 * P2 * n3)] n4 2 (P1 * (2 * P2 * n3)) X0 X1 Y0 Y1 isT isT isT erefl)
    (nest_map2 (fs := (fun X0 X1 => op_rope_backward f_rope_cos f_rope_sin 2 X1 X0)) (fm := (fun X0 X1 => op_rope_backward f_rope_cos f_rope_sin 2 X1 X0)) (fp := (fun X0 X1 => op_rope_backward f_rope_cos f_rope_sin 2 X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_rope_backward_reindex R f_rope_cos f_rope_sin P2 2 (2 * P1 * n3) (zz_glob P2 (P1 * n3)) [:: n0; P1 * n1 * n2; 2 * P1 * n3] n4 X0 X1 Y0 Y1 isT erefl)
    (axis_map2 (fm := (fun X0 X1 => op_rope_backward f_rope_cos f_rope_sin 2 X1 X0)) (fp := (fun X0 X1 => op_rope_backward f_rope_cos f_rope_sin 2 X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_rope_backward_heads R f_rope_cos f_rope_sin P1 1 (contig_map (n1 * n2)) [:: n0; n1 * n2; 2 * P1 * n3] n4 2 (2 * P1 * n3) X0 X1 Y0 Y1 isT isT isT erefl)))). Qed.
