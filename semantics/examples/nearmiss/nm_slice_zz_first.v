(* NEAR-MISS of rule slice_zz_first (must be REJECTED by coqc): differs from
   positive/slice_zz_first.v in exactly one line: the chunk is sliced at offset r, not r * c (wrong offset).
   No Plan IR pair: see its NOT_YET reason in tests/nearmiss/test_nearmiss.py. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.
Theorem obl_slice_zz_first {R : comRingType} {P c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: (2 * P * c)%N; n] X F ->
  rel_contiguous_shard P 0 c [:: c; n] X (fun r => op_slice 0 r (F r)).
Proof. exact: (@rule_slice_zz_first R P 0 c [:: (2 * P * c)%N; n] (fun r => r * c) X F isT erefl (fun _ => erefl)). Qed.
