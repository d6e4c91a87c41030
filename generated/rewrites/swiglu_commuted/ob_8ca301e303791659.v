From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
Theorem ob_8ca301e303791659 : forall (R : fieldType) (P0 n0 n1 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_replicated P0 [:: n0; P0 * n1] A0 F0 ->
  rel_replicated P0 [:: n0; P0 * n1] (op_scale (1%:R / (P0 * n0 * n1)%:R)%R A0) (fun r => op_scale (1%:R / (P0 * n0 * n1)%:R)%R (F0 r)).
Proof. move=> R P0 n0 n1 A0 F0; exact: (@rule_replicated_op1 _ _ P0 [:: n0; P0 * n1] [:: n0; P0 * n1] (fun Z0 => op_scale (1%:R / (P0 * n0 * n1)%:R)%R Z0) A0 F0 (@resp_scale R [:: n0; P0 * n1] (1%:R / (P0 * n0 * n1)%:R)%R)). Qed.
