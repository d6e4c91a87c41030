From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
Theorem ob_8119be95fcb95bdc : forall (R : comRingType) (P0 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 1 (n1 * n2) [:: n0; n1 * n2; P0 * n3; 2 * n4] A0 F0 ->
  rel_contiguous_shard P0 2 (n1 * n2) [:: n0; P0 * n3; n1 * n2; 2 * n4] (op_transpose 1 2 A0) (fun r => op_transpose 1 2 (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 n4 A0 F0; exact: (@rule_transpose_contiguous R P0 1 2 (n1 * n2) [:: n0; n1 * n2; P0 * n3; 2 * n4] A0 F0 isT isT). Qed.
