(* POSITIVE instance of rule slice_zz_second (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_zz_second.v differs in exactly one line:
   the second chunk is sliced at (2P - r) * c, not (2P - 1 - r) * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.
Theorem obl_slice_zz_second {R : comRingType} {P c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: (2 * P * c)%N; n] X F ->
  rel_reindex P 0 (zz_second P c) [:: c; n] X (fun r => op_slice 0 ((2 * P - 1 - r) * c) (F r)).
Proof. exact: (@rule_slice_zz_second R P 0 c [:: (2 * P * c)%N; n] (fun r => (2 * P - 1 - r) * c) X F isT erefl (fun r _ => erefl)). Qed.
