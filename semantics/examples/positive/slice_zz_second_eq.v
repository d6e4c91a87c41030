(* POSITIVE instance of rule slice_zz_second_eq (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_zz_second_eq.v differs in exactly one line:
   the second chunk cut at r * c (the rank's first chunk again), not (2P-1-r) * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.
Theorem obl_zz_second_eq {R : comRingType} {P c a : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: (2 * P * c)%N; a] X F ->
  rel_reindex P 0 (zz_second P c) [:: c; a] X (fun r => op_slice 0 ((2 * P - 1 - r) * c) (F r)).
Proof. exact: (@rule_slice_zz_second_eq R P 0 c [:: (2 * P * c)%N; a] (fun r => (2 * P - 1 - r) * c) X F isT erefl (fun r _ => erefl)). Qed.
