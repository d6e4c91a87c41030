From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReplicatedLoss.
Theorem ob_eaf708246d9e5919 : forall (R : comRingType) (P0 n0 n1 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_replicated P0 [::] A0 F0 ->
  rel_replicated P0 [:: n0; P0 * n1] (op_broadcast 1 (op_broadcast 0 A0)) (fun r => op_broadcast 1 (op_broadcast 0 (F0 r))).
Proof. move=> R P0 n0 n1 A0 F0; exact: (@rule_broadcast2_replicated R P0 n0 (P0 * n1) A0 F0). Qed.
