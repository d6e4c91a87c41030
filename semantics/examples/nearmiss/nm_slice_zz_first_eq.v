(* NEAR-MISS of rule slice_zz_first_eq (must be REJECTED by coqc): differs from
   positive/slice_zz_first_eq.v in exactly one line: rank r cuts the all-gathered stream at offset r, not r * c (wrong offset).
   No Plan IR pair: see its NOT_YET reason in tests/nearmiss/test_nearmiss.py. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.
Theorem obl_zz_first_eq {R : comRingType} {P c a : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: (2 * P * c)%N; a] X F ->
  rel_contiguous_shard P 0 c [:: c; a] X (fun r => op_slice 0 r (F r)).
Proof. exact: (@rule_slice_zz_first_eq R P 0 c [:: (2 * P * c)%N; a] (fun r => r * c) X F isT erefl (fun r => erefl)). Qed.
