From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHeads.
From TV Require Import RulesHaloOpen.
From TV Require Import Mesh.
From TV Require Import RulesMeshView.
Theorem ob_8b300590330361e5 : forall (R : fieldType) (P0 P1 P2 n0 n1 n2 n3 n4 n5 : nat) (f_exp f_rsqrt : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> R) (A2 : seq nat -> R) (A3 : seq nat -> bool) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R) (F2 : seq nat -> seq nat -> R) (F3 : seq nat -> seq nat -> bool),
  leq n0 (2 * P0 * n1) ->
  rel_nest P1 (rel_contiguous_shard P1 0 n2 [:: n2; P0 * n3 * n4; P0 * (2 * P2 * n1); 2 * n5]) (rel_nest P2 (rel_contiguous_shard P2 2 (2 * P0 * n1) [:: n2; P0 * n3 * n4; 2 * P0 * n1; 2 * n5]) (rel_axis (rel_contiguous_shard P0 1 (n3 * n4) [:: n2; n3 * n4; 2 * P0 * n1; 2 * n5]))) A0 F0 ->
  rel_nest P1 (rel_contiguous_shard P1 0 n2 [:: n2; P0 * n4; P0 * (2 * P2 * n1); 2 * n5]) (rel_nest P2 (rel_halo_ext_open P2 2 (2 * P0 * n1) n0 (0%:R)%R [:: n2; P0 * n4; 2 * P0 * n1 + n0; 2 * n5]) (rel_axis (rel_contiguous_shard P0 1 n4 [:: n2; n4; 2 * P0 * n1 + n0; 2 * n5]))) A1 F1 ->
  rel_nest P1 (rel_contiguous_shard P1 0 n2 [:: n2; P0 * n4; P0 * (2 * P2 * n1); 2 * n5]) (rel_nest P2 (rel_halo_ext_open P2 2 (2 * P0 * n1) n0 (0%:R)%R [:: n2; P0 * n4; 2 * P0 * n1 + n0; 2 * n5]) (rel_axis (rel_contiguous_shard P0 1 n4 [:: n2; n4; 2 * P0 * n1 + n0; 2 * n5]))) A2 F2 ->
  rel_nest P1 (rel_replicated P1 [:: P0 * (2 * P2 * n1); P0 * (2 * P2 * n1)]) (rel_nest P2 (rel_halo_mask_open P2 (2 * P0 * n1) n0 [:: 2 * P0 * n1; 2 * P0 * n1 + n0]) (rel_axis (rel_replicated P0 [:: 2 * P0 * n1; 2 * P0 * n1 + n0]))) A3 F3 ->
  rel_nest P1 (rel_contiguous_shard P1 0 n2 [:: n2; P0 * n3 * n4; P0 * (2 * P2 * n1); 2 * n5]) (rel_nest P2 (rel_contiguous_shard P2 2 (2 * P0 * n1) [:: n2; P0 * n3 * n4; 2 * P0 * n1; 2 * n5]) (rel_axis (rel_contiguous_shard P0 1 (n3 * n4) [:: n2; n3 * n4; 2 * P0 * n1; 2 * n5]))) (op_sdpa f_exp (P0 * (2 * P2 * n1)) (2 * n5) (f_rsqrt ((2 * n5)%N%:R)%R) n3 A3 A0 A1 A2) (fun x => op_sdpa f_exp (2 * P0 * n1 + n0) (2 * n5) (f_rsqrt ((2 * n5)%N%:R)%R) n3 (F3 x) (F0 x) (F1 x) (F2 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 n5 f_exp f_rsqrt A0 A1 A2 A3 F0 F1 F2 F3 Hp0; have e0 : P0 * n3 * n4 = n3 * (P0 * n4) by ring.
  have e1 : P0 * n3 * n4 = n3 * (P0 * n4) by ring.
  have e2 : P0 * (2 * P2 * n1) = P2 * (2 * P0 * n1) by ring.
  have e3 : n3 * n4 = n3 * n4 by ring.
  exact: (nest_map4 (fs := (fun X0 X1 X2 X3 => op_sdpa f_exp (P0 * (2 * P2 * n1)) (2 * n5) (f_rsqrt ((2 * n5)%N%:R)%R) n3 X3 X0 X1 X2)) (fm := (fun X0 X1 X2 X3 => op_sdpa f_exp (P0 * (2 * P2 * n1)) (2 * n5) (f_rsqrt ((2 * n5)%N%:R)%R) n3 X3 X0 X1 X2)) (fp := (fun X0 X1 X2 X3 => op_sdpa f_exp (2 * P0 * n1 + n0) (2 * n5) (f_rsqrt ((2 * n5)%N%:R)%R) n3 X3 X0 X1 X2))
    (fun X0 X1 X2 X3 Y0 Y1 Y2 Y3 => @rule_sdpa_batch R f_exp P1 (P0 * n3 * n4) (P0 * n4) n3 n2 (P0 * (2 * P2 * n1)) (P0 * (2 * P2 * n1)) (2 * n5) (2 * n5) (contig_map n2) _ X0 X1 X2 X3 Y0 Y1 Y2 Y3 e0)
    (nest_map4 (fs := (fun X0 X1 X2 X3 => op_sdpa f_exp (P0 * (2 * P2 * n1)) (2 * n5) (f_rsqrt ((2 * n5)%N%:R)%R) n3 X3 X0 X1 X2)) (fm := (fun X0 X1 X2 X3 => op_sdpa f_exp (2 * P0 * n1 + n0) (2 * n5) (f_rsqrt ((2 * n5)%N%:R)%R) n3 X3 X0 X1 X2)) (fp := (fun X0 X1 X2 X3 => op_sdpa f_exp (2 * P0 * n1 + n0) (2 * n5) (f_rsqrt ((2 * n5)%N%:R)%R) n3 X3 X0 X1 X2))
    (fun X0 X1 X2 X3 Y0 Y1 Y2 Y3 => @rule_sdpa_halo_open4 R f_exp P2 (2 * P0 * n1) n0 (P0 * (2 * P2 * n1)) n2 (P0 * n3 * n4) (P0 * n4) n3 (2 * n5) (2 * n5) _ (0%:R)%R (0%:R)%R X0 X1 X2 X3 Y0 Y1 Y2 Y3 e1 e2 Hp0)
    (axis_map4 (fm := (fun X0 X1 X2 X3 => op_sdpa f_exp (2 * P0 * n1 + n0) (2 * n5) (f_rsqrt ((2 * n5)%N%:R)%R) n3 X3 X0 X1 X2)) (fp := (fun X0 X1 X2 X3 => op_sdpa f_exp (2 * P0 * n1 + n0) (2 * n5) (f_rsqrt ((2 * n5)%N%:R)%R) n3 X3 X0 X1 X2))
    (fun X0 X1 X2 X3 Y0 Y1 Y2 Y3 => @rule_sdpa_heads_rep R f_exp P0 n3 n4 (n3 * n4) n2 (2 * P0 * n1) (2 * P0 * n1 + n0) (2 * n5) (2 * n5) _ X0 X1 X2 X3 Y0 Y1 Y2 Y3 e3)))). Qed.
