From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesMoE.
Theorem ob_9e889fcdd2174e9c : forall (R : comRingType) (P0 n0 n1 n2 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_replicated P0 [:: n0; P0 * n1; P0 * n2] A0 F0 ->
  rel_expert_partition P0 2 n2 [:: n0; P0 * n1; n2] A0 (fun r => op_slice 2 (r * n2) (F0 r)).
Proof. move=> R P0 n0 n1 n2 A0 F0; exact: (@rule_slice_expert_op R P0 2 n2 [:: n0; P0 * n1; P0 * n2] A0 F0 isT erefl). Qed.
