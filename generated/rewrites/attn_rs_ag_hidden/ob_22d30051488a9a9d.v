From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHeads.
From TV Require Import Mesh.
From TV Require Import RulesMeshView.
From TV Require Import AttentionBackward.
Theorem ob_22d30051488a9a9d : forall (R : fieldType) (P0 n0 n1 n2 n3 n4 : nat) (f_exp f_rsqrt : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> R) (A2 : seq nat -> R) (A3 : seq nat -> bool) (A4 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R) (F2 : seq nat -> seq nat -> R) (F3 : seq nat -> seq nat -> bool) (F4 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 1 (n1 * n2) [:: n0; n1 * n2; P0 * n3; 2 * n4]) A0 F0 ->
  rel_axis (rel_contiguous_shard P0 1 n2 [:: n0; n2; P0 * n3; 2 * n4]) A1 F1 ->
  rel_axis (rel_contiguous_shard P0 1 n2 [:: n0; n2; P0 * n3; 2 * n4]) A2 F2 ->
  rel_axis (rel_replicated P0 [:: P0 * n3; P0 * n3]) A3 F3 ->
  rel_axis (rel_contiguous_shard P0 1 (n1 * n2) [:: n0; n1 * n2; P0 * n3; 2 * n4]) A4 F4 ->
  rel_axis (rel_contiguous_shard P0 1 (n1 * n2) [:: n0; n1 * n2; P0 * n3; 2 * n4]) (op_sdpa_backward_dq f_exp (P0 * n3) (P0 * n3) (2 * n4) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 A3 A0 A1 A2 A4) (fun x => op_sdpa_backward_dq f_exp (P0 * n3) (P0 * n3) (2 * n4) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 (F3 x) (F0 x) (F1 x) (F2 x) (F4 x)).
Proof. move=> R P0 n0 n1 n2 n3 n4 f_exp f_rsqrt A0 A1 A2 A3 A4 F0 F1 F2 F3 F4; have e0 : n1 * n2 = n1 * n2 by ring.
  exact: (axis_map5 (fm := (fun X0 X1 X2 X3 X4 => op_sdpa_backward_dq f_exp (P0 * n3) (P0 * n3) (2 * n4) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 X3 X0 X1 X2 X4)) (fp := (fun X0 X1 X2 X3 X4 => op_sdpa_backward_dq f_exp (P0 * n3) (P0 * n3) (2 * n4) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 X3 X0 X1 X2 X4))
    (fun X0 X1 X2 X3 X4 Y0 Y1 Y2 Y3 Y4 => @rule_sdpa_backward_dq_heads R f_exp P0 n1 n2 (n1 * n2) n0 (P0 * n3) (P0 * n3) (2 * n4) (2 * n4) _ X0 X1 X2 X4 X3 Y0 Y1 Y2 Y4 Y3 e0)). Qed.
