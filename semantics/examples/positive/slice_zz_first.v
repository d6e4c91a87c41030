(* POSITIVE instance of rule slice_zz_first (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_zz_first.v differs in exactly one line:
   the chunk is sliced at offset r, not r * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.
Theorem obl_slice_zz_first {R : comRingType} {P c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: (2 * P * c)%N; n] X F ->
  rel_contiguous_shard P 0 c [:: c; n] X (fun r => op_slice 0 (r * c) (F r)).
Proof. exact: (@rule_slice_zz_first R P 0 c [:: (2 * P * c)%N; n] (fun r => r * c) X F isT erefl (fun _ => erefl)). Qed.
