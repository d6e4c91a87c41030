From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReshape.
Theorem ob_6ebbb787f02a112e : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 (2 * n2 * n3) [:: n0; P0 * n1; 2 * n2 * n3] A0 F0 ->
  rel_contiguous_shard P0 2 n3 [:: n0; P0 * n1; n3; 2 * n2] (op_reshape_split 2 (2 * n2) A0) (fun r => op_reshape_split 2 (2 * n2) (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; have e0 : 2 * n2 * n3 = n3 * (2 * n2) by ring.
  exact: (@rule_reshape_split_contig R P0 2 n3 (2 * n2) (2 * n2 * n3) [:: n0; P0 * n1; 2 * n2 * n3] A0 F0 isT erefl e0). Qed.
