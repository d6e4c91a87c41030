From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHeads.
From TV Require Import Mesh.
Theorem ob_d1afb2962231b82f : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (f_rope_cos f_rope_sin : nat -> nat -> R) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> nat),
  rel_axis (rel_contiguous_shard P0 1 n1 [:: n0; n1; P0 * n2; 2 * n3]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: P0 * n2]) A1 F1 ->
  rel_axis (rel_contiguous_shard P0 1 n1 [:: n0; n1; P0 * n2; 2 * n3]) (op_rope f_rope_cos f_rope_sin 2 A1 A0) (fun x => op_rope f_rope_cos f_rope_sin 2 (F1 x) (F0 x)).
Proof. move=> R P0 n0 n1 n2 n3 f_rope_cos f_rope_sin A0 A1 F0 F1; exact: (axis_map2 (fm := (fun X0 X1 => op_rope f_rope_cos f_rope_sin 2 X1 X0)) (fp := (fun X0 X1 => op_rope f_rope_cos f_rope_sin 2 X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_rope_heads R f_rope_cos f_rope_sin P0 1 (contig_map n1) [:: n0; n1; P0 * n2] n3 2 (P0 * n2) X0 X1 Y0 Y1 isT isT isT erefl)). Qed.
