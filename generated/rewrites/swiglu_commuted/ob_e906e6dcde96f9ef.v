From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
Theorem ob_e906e6dcde96f9ef : forall (R : comRingType) (P0 n0 n1 n2 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2] A0 F0 ->
  rel_replicated P0 [:: n0; P0 * n1; P0 * n2] A0 (fun r => op_all_gather 2 n2 F0).
Proof. move=> R P0 n0 n1 n2 A0 F0; exact: (@rule_all_gather R P0 2 n2 [:: n0; P0 * n1; P0 * n2] A0 F0 isT erefl). Qed.
