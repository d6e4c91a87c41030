From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
Theorem ob_5a4e92f2c472f7c1 : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2; 2 * n3] A0 F0 ->
  rel_contiguous_shard P0 1 n2 [:: n0; n2; P0 * n1; 2 * n3] (op_transpose 1 2 A0) (fun r => op_transpose 1 2 (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; exact: (@rule_transpose_contiguous_back R P0 1 2 n2 [:: n0; P0 * n1; n2; 2 * n3] A0 F0 isT isT). Qed.
