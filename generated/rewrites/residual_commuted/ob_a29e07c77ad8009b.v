From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReplicatedLoss.
Theorem ob_a29e07c77ad8009b : forall (R : fieldType) (P0 n0 n1 n2 : nat) (f_exp f_log : R -> R) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> nat),
  rel_replicated P0 [:: n0; P0 * n1; P0 * n2] A0 F0 ->
  rel_replicated P0 [:: n0; P0 * n1] A1 F1 ->
  rel_replicated P0 [:: n0; P0 * n1] (op_cross_entropy f_exp f_log (P0 * n2) A0 A1) (fun r => op_cross_entropy f_exp f_log (P0 * n2) (F0 r) (F1 r)).
Proof. move=> R P0 n0 n1 n2 f_exp f_log A0 A1 F0 F1; exact: (@rule_cross_entropy_replicated R f_exp f_log P0 [:: n0; P0 * n1] (P0 * n2) A0 F0 A1 F1). Qed.
