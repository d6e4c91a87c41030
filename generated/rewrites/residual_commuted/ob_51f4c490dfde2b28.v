From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesHeads.
Theorem ob_51f4c490dfde2b28 : forall (R : comRingType) (P0 n0 : nat) (A0 : seq nat -> nat) (A1 : seq nat -> nat) (F0 : nat -> seq nat -> nat) (F1 : nat -> seq nat -> nat),
  rel_replicated P0 [:: P0 * n0] A0 F0 ->
  rel_replicated P0 [:: P0 * n0] A1 F1 ->
  rel_replicated P0 [:: P0 * n0; P0 * n0] (op_causal_mask A0 A1) (fun r => op_causal_mask (F0 r) (F1 r)).
Proof. move=> R P0 n0 A0 A1 F0 F1; exact: (@rule_causal_mask_replicated P0 (P0 * n0) (P0 * n0) A0 F0 A1 F1). Qed.
