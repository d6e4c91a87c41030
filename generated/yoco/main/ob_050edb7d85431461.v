From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHeads.
From TV Require Import RulesAttention.
From TV Require Import Mesh.
From TV Require Import RulesMeshView.
Theorem ob_050edb7d85431461 : forall (R : fieldType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (f_exp f_rsqrt : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> R) (A2 : seq nat -> R) (A3 : seq nat -> bool) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R) (F2 : seq nat -> seq nat -> R) (F3 : seq nat -> seq nat -> bool),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n1 * n2; P1 * (2 * P2 * n3); 2 * n4]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n3) [:: n0; P1 * n1 * n2; 2 * P1 * n3; 2 * n4]) (rel_axis (rel_contiguous_shard P1 1 (n1 * n2) [:: n0; n1 * n2; 2 * P1 * n3; 2 * n4]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n2; P1 * (2 * P2 * n3); 2 * n4]) (rel_nest P2 (rel_replicated P2 [:: n0; P1 * n2; P1 * (2 * P2 * n3); 2 * n4]) (rel_axis (rel_contiguous_shard P1 1 n2 [:: n0; n2; P1 * (2 * P2 * n3); 2 * n4]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n2; P1 * (2 * P2 * n3); 2 * n4]) (rel_nest P2 (rel_replicated P2 [:: n0; P1 * n2; P1 * (2 * P2 * n3); 2 * n4]) (rel_axis (rel_contiguous_shard P1 1 n2 [:: n0; n2; P1 * (2 * P2 * n3); 2 * n4]))) A2 F2 ->
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n3); P1 * (2 * P2 * n3)]) (rel_nest P2 (rel_zigzag P2 0 (P1 * n3) [:: 2 * P1 * n3; P1 * (2 * P2 * n3)]) (rel_axis (rel_replicated P1 [:: 2 * P1 * n3; P1 * (2 * P2 * n3)]))) A3 F3 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * n1 * n2; P1 * (2 * P2 * n3); 2 * n4]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n3) [:: n0; P1 * n1 * n2; 2 * P1 * n3; 2 * n4]) (rel_axis (rel_contiguous_shard P1 1 (n1 * n2) [:: n0; n1 * n2; 2 * P1 * n3; 2 * n4]))) (op_sdpa f_exp (P1 * (2 * P2 * n3)) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 A3 A0 A1 A2) (fun x => op_sdpa f_exp (P1 * (2 * P2 * n3)) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 (F3 x) (F0 x) (F1 x) (F2 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 f_exp f_rsqrt A0 A1 A2 A3 F0 F1 F2 F3; have e0 : P1 * n1 * n2 = n1 * (P1 * n2) by ring.
  have e1 : P1 * n1 * n2 = n1 * (P1 * n2) by ring.
  have e2 : n1 * n2 = n1 * n2 by ring.
  exact: (nest_map4 (fs := (fun X0 X1 X2 X3 => op_sdpa f_exp (P1 * (2 * P2 * n3)) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 X3 X0 X1 X2)) (fm := (fun X0 X1 X2 X3 => op_sdpa f_exp (P1 * (2 * P2 * n3)) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 X3 X0 X1 X2)) (fp := (fun X0 X1 X2 X3 => op_sdpa f_exp (P1 * (2 * P2 * n3)) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 X3 X0 X1 X2))
    (fun X0 X1 X2 X3 Y0 Y1 Y2 Y3 => @rule_sdpa_batch R f_exp P0 (P1 * n1 * n2) (P1 * n2) n1 n0 (P1 * (2 * P2 * n3)) (P1 * (2 * P2 * n3)) (2 * n4) (2 * n4) (contig_map n0) _ X0 X1 X2 X3 Y0 Y1 Y2 Y3 e0)
    (nest_map4 (fs := (fun X0 X1 X2 X3 => op_sdpa f_exp (P1 * (2 * P2 * n3)) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 X3 X0 X1 X2)) (fm := (fun X0 X1 X2 X3 => op_sdpa f_exp (P1 * (2 * P2 * n3)) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 X3 X0 X1 X2)) (fp := (fun X0 X1 X2 X3 => op_sdpa f_exp (P1 * (2 * P2 * n3)) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 X3 X0 X1 X2))
    (fun X0 X1 X2 X3 Y0 Y1 Y2 Y3 => @rule_sdpa_query_reindex R f_exp P2 (zz_glob P2 (P1 * n3)) n1 (P1 * n2) (P1 * n1 * n2) n0 (2 * P1 * n3) (P1 * (2 * P2 * n3)) (2 * n4) _ X0 X1 X2 X3 Y0 Y1 Y2 Y3 e1)
    (axis_map4 (fm := (fun X0 X1 X2 X3 => op_sdpa f_exp (P1 * (2 * P2 * n3)) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 X3 X0 X1 X2)) (fp := (fun X0 X1 X2 X3 => op_sdpa f_exp (P1 * (2 * P2 * n3)) (2 * n4) (f_rsqrt ((2 * n4)%N%:R)%R) n1 X3 X0 X1 X2))
    (fun X0 X1 X2 X3 Y0 Y1 Y2 Y3 => @rule_sdpa_heads_rep R f_exp P1 n1 n2 (n1 * n2) n0 (2 * P1 * n3) (P1 * (2 * P2 * n3)) (2 * n4) (2 * n4) _ X0 X1 X2 X3 Y0 Y1 Y2 Y3 e2)))). Qed.
