From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import RulesReplicatedNorm.
From TV Require Import Mesh.
From TV Require Import RulesReplicatedLoss.
Theorem ob_a0d080ca81254bda : forall (R : fieldType) (P0 n0 n1 n2 n3 n4 : nat) (f_rsqrt : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> R) (A2 : seq nat -> R) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> R) (F2 : seq nat -> seq nat -> R),
  rel_axis (rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: 2 * P0 * n2 * n3 * n4]) A1 F1 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4]) A2 F2 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4]) (op_rmsnorm_backward f_rsqrt (2 * P0 * n2 * n3 * n4) (1%:R / (nat_of_bin 100000%bin)%:R)%R A1 A0 A2) (fun x => op_rmsnorm_backward f_rsqrt (2 * P0 * n2 * n3 * n4) (1%:R / (nat_of_bin 100000%bin)%:R)%R (F1 x) (F0 x) (F2 x)).
Proof. move=> R P0 n0 n1 n2 n3 n4 f_rsqrt A0 A1 A2 F0 F1 F2; exact: (axis_map3 (fm := (fun X0 X1 X2 => op_rmsnorm_backward f_rsqrt (2 * P0 * n2 * n3 * n4) (1%:R / (nat_of_bin 100000%bin)%:R)%R X1 X0 X2)) (fp := (fun X0 X1 X2 => op_rmsnorm_backward f_rsqrt (2 * P0 * n2 * n3 * n4) (1%:R / (nat_of_bin 100000%bin)%:R)%R X1 X0 X2))
    (fun X0 X1 X2 Y0 Y1 Y2 => @rule_replicated_op3 _ _ _ _ P0 (rcons (rcons [:: n0] (P0 * n1)) (2 * P0 * n2 * n3 * n4)) (rcons [::] (2 * P0 * n2 * n3 * n4)) (rcons (rcons [:: n0] (P0 * n1)) (2 * P0 * n2 * n3 * n4)) [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] (fun Z0 Z1 Z2 => op_rmsnorm_backward f_rsqrt (2 * P0 * n2 * n3 * n4) (1%:R / (nat_of_bin 100000%bin)%:R)%R Z1 Z0 Z2) X0 X1 X2 Y0 Y1 Y2 resp_rmsnorm_backward)). Qed.
