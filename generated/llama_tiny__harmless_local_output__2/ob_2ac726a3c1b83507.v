From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesReshape.
Theorem ob_2ac726a3c1b83507 : forall (R : comRingType) (P0 n0 n1 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_replicated P0 [:: P0 * n0; 2 * n1] A0 F0 ->
  rel_replicated P0 [:: 1; P0 * n0; 2 * n1] (op_reshape_split 0 (P0 * n0) A0) (fun r => op_reshape_split 0 (P0 * n0) (F0 r)).
Proof. move=> R P0 n0 n1 A0 F0; have e0 : P0 * n0 = 1 * (P0 * n0) by ring.
  exact: (@rule_reshape_split_replicated R P0 0 1 (P0 * n0) (P0 * n0) [:: P0 * n0; 2 * n1] A0 F0 isT erefl e0). Qed.
