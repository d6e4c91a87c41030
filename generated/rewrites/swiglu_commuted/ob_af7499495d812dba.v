From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReshape.
Theorem ob_af7499495d812dba : forall (R : comRingType) (P0 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : nat -> seq nat -> R),
  rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2; 2 * n3] A0 F0 ->
  rel_contiguous_shard P0 2 (2 * n3 * n2) [:: n0; P0 * n1; 2 * n3 * n2] (op_reshape_merge 2 (2 * n3) A0) (fun r => op_reshape_merge 2 (2 * n3) (F0 r)).
Proof. move=> R P0 n0 n1 n2 n3 A0 F0; have e0 : 2 * n3 * n2 = n2 * (2 * n3) by ring.
  exact: (@rule_reshape_merge_contig R P0 2 n2 (2 * n3) (2 * n3 * n2) [:: n0; P0 * n1; n2; 2 * n3] A0 F0 isT erefl erefl e0). Qed.
