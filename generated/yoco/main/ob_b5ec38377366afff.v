From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesMeshView.
From TV Require Import RulesCrossZigzag.
From TV Require Import RulesReplicatedLoss.
From TV Require Import Mesh.
Theorem ob_b5ec38377366afff : forall (R : fieldType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (f_rsqrt : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> R) (A2 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R) (F2 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_contiguous_shard P1 1 (2 * n1) [:: n0; 2 * n1; 2 * P1 * n2 * n3 * n4]))) A0 F0 ->
  rel_nest P0 (rel_replicated P0 [:: 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_replicated P2 [:: 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: 2 * P1 * n2 * n3 * n4]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_contiguous_shard P1 1 (2 * n1) [:: n0; 2 * n1; 2 * P1 * n2 * n3 * n4]))) A2 F2 ->
  rel_nest P0 (rel_partial_sum P0 1 [:: 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_partial_sum P2 1 [:: 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_partial_sum P1 1 [:: 2 * P1 * n2 * n3 * n4]))) (op_rmsnorm_backward_w3 f_rsqrt (2 * P1 * n2 * n3 * n4) (P0 * n0) (P1 * (2 * P2 * n1)) (1%:R / (nat_of_bin 100000%bin)%:R)%R A0 A2) (fun x => op_rmsnorm_backward_w3 f_rsqrt (2 * P1 * n2 * n3 * n4) n0 (2 * n1) (1%:R / (nat_of_bin 100000%bin)%:R)%R (F0 x) (F2 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 f_rsqrt A0 A1 A2 F0 F1 F2; have e0 : 2 * P1 * n1 = 2 * (P1 * n1) by ring.
  have e1 : P1 * (2 * P2 * n1) = (2 * P2) * (P1 * n1) by ring.
  have e2 : 2 * P1 * n1 = P1 * (2 * n1) by ring.
  exact: (nest_map3 (fs := (fun X0 X1 X2 => op_rmsnorm_backward_w3 f_rsqrt (2 * P1 * n2 * n3 * n4) (P0 * n0) (P1 * (2 * P2 * n1)) (1%:R / (nat_of_bin 100000%bin)%:R)%R X0 X2)) (fm := (fun X0 X1 X2 => op_rmsnorm_backward_w3 f_rsqrt (2 * P1 * n2 * n3 * n4) n0 (P1 * (2 * P2 * n1)) (1%:R / (nat_of_bin 100000%bin)%:R)%R X0 X2)) (fp := (fun X0 X1 X2 => op_rmsnorm_backward_w3 f_rsqrt (2 * P1 * n2 * n3 * n4) n0 (2 * n1) (1%:R / (nat_of_bin 100000%bin)%:R)%R X0 X2))
    (fun X0 X1 X2 Y0 Y1 Y2 => @rule_rmsnorm_backward_w3_batch R f_rsqrt P0 n0 (P1 * (2 * P2 * n1)) (2 * P1 * n2 * n3 * n4) _ X0 Y0 X1 Y1 X2 Y2)
    (nest_map3 (fs := (fun X0 X1 X2 => op_rmsnorm_backward_w3 f_rsqrt (2 * P1 * n2 * n3 * n4) n0 (P1 * (2 * P2 * n1)) (1%:R / (nat_of_bin 100000%bin)%:R)%R X0 X2)) (fm := (fun X0 X1 X2 => op_rmsnorm_backward_w3 f_rsqrt (2 * P1 * n2 * n3 * n4) n0 (2 * P1 * n1) (1%:R / (nat_of_bin 100000%bin)%:R)%R X0 X2)) (fp := (fun X0 X1 X2 => op_rmsnorm_backward_w3 f_rsqrt (2 * P1 * n2 * n3 * n4) n0 (2 * n1) (1%:R / (nat_of_bin 100000%bin)%:R)%R X0 X2))
    (fun X0 X1 X2 Y0 Y1 Y2 => @rule_rmsnorm_backward_w3_zz R f_rsqrt P2 n0 (P1 * n1) (2 * P1 * n1) (P1 * (2 * P2 * n1)) (2 * P1 * n2 * n3 * n4) _ X0 Y0 X1 Y1 X2 Y2 e0 e1)
    (axis_map3 (fm := (fun X0 X1 X2 => op_rmsnorm_backward_w3 f_rsqrt (2 * P1 * n2 * n3 * n4) n0 (2 * P1 * n1) (1%:R / (nat_of_bin 100000%bin)%:R)%R X0 X2)) (fp := (fun X0 X1 X2 => op_rmsnorm_backward_w3 f_rsqrt (2 * P1 * n2 * n3 * n4) n0 (2 * n1) (1%:R / (nat_of_bin 100000%bin)%:R)%R X0 X2))
    (fun X0 X1 X2 Y0 Y1 Y2 => @rule_rmsnorm_backward_w3_seq R f_rsqrt P1 n0 (2 * n1) (2 * P1 * n1) (2 * P1 * n2 * n3 * n4) _ X0 Y0 X1 Y1 X2 Y2 e2)))). Qed.
