From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesTorch.
Theorem ob_66de097208224f1c : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : nat -> seq nat -> R) (F1 : nat -> seq nat -> nat),
  rel_replicated P0 [:: n0; P0 * n1; 4 * P0 * n2 * n3] A0 F0 ->
  rel_replicated P0 [:: n0; P0 * n1] A1 F1 ->
  rel_replicated P0 [:: P0 * n4; 4 * P0 * n2 * n3] (op_embedding_backward_off2 0 n0 (P0 * n1) A1 A0) (fun r => op_embedding_backward_off2 0 n0 (P0 * n1) (F1 r) (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 A1 F0 F1; exact: (@rule_embedding_backward_replicated2 R P0 0 n0 (P0 * n1) (P0 * n4) (4 * P0 * n2 * n3) A0 F0 A1 F1). Qed.
