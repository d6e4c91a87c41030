From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesReplicatedLayout.
Theorem ob_5362985edcb5a3a3 : forall (R : comRingType) (P0 n0 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_replicated P0 [::] A0 F0 ->
  rel_replicated P0 [:: n0] (op_broadcast 0 A0) (fun r => op_broadcast 0 (F0 r)).
Proof. move=> R P0 n0 A0 F0; exact: (@rule_broadcast_new_replicated R P0 0 n0 [::] A0 F0 isT). Qed.
