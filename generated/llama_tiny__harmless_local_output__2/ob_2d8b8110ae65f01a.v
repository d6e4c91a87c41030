From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesReplicatedLoss.
Theorem ob_2d8b8110ae65f01a : forall (R : fieldType) (P0 n0 n1 n2 n3 : nat) (f_rsqrt : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> R) (A2 : seq nat -> R) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> R) (F2 : nat -> seq nat -> R),
  rel_contiguous_shard P0 1 n1 [:: n0; n1; 4 * P0 * n2 * n3] A0 F0 ->
  rel_replicated P0 [:: 4 * P0 * n2 * n3] A1 F1 ->
  rel_contiguous_shard P0 1 n1 [:: n0; n1; 4 * P0 * n2 * n3] A2 F2 ->
  rel_partial_sum P0 1 [:: 4 * P0 * n2 * n3] (op_rmsnorm_backward_w3 f_rsqrt (4 * P0 * n2 * n3) n0 (P0 * n1) (2748779%:R / 274877906944%:R)%R A0 A2) (fun r => op_rmsnorm_backward_w3 f_rsqrt (4 * P0 * n2 * n3) n0 n1 (2748779%:R / 274877906944%:R)%R (F0 r) (F2 r)).
Proof. move=> R P0 n0 n1 n2 n3 f_rsqrt A0 A1 A2 F0 F1 F2; exact: (@rule_rmsnorm_backward_w3_seq R f_rsqrt P0 n0 n1 (4 * P0 * n2 * n3) _ A0 F0 A1 F1 A2 F2). Qed.
