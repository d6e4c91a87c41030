From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReplicatedLoss.
Theorem ob_2406444831eb03a2 : forall (R : fieldType) (P0 n0 n1 n2 n3 n4 : nat) (f_rsqrt : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> R) (A2 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R) (F2 : nat -> seq nat -> R),
  rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A0 F0 ->
  rel_replicated P0 [:: 2 * P0 * n2 * n3 * n4] A1 F1 ->
  rel_replicated P0 [:: n0; P0 * n1; 2 * P0 * n2 * n3 * n4] A2 F2 ->
  rel_replicated P0 [:: 2 * P0 * n2 * n3 * n4] (op_rmsnorm_backward_w3 f_rsqrt (2 * P0 * n2 * n3 * n4) n0 (P0 * n1) (1%:R / (nat_of_bin 100000%bin)%:R)%R A0 A2) (fun r => op_rmsnorm_backward_w3 f_rsqrt (2 * P0 * n2 * n3 * n4) n0 (P0 * n1) (1%:R / (nat_of_bin 100000%bin)%:R)%R (F0 r) (F2 r)).
Proof. move=> R P0 n0 n1 n2 n3 n4 f_rsqrt A0 A1 A2 F0 F1 F2; exact: (@rule_rmsnorm_backward_w3_replicated R f_rsqrt P0 n0 (P0 * n1) (2 * P0 * n2 * n3 * n4) _ A0 F0 A1 F1 A2 F2). Qed.
