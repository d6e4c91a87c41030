(* POSITIVE instance of rule slice_index_zz_second (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_index_zz_second.v differs in exactly one line:
   the second chunk cut at r * c (the rank's first chunk again), not (2P-1-r) * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.
Theorem obl_zpos_second {P c : nat} {X : seq nat -> nat} {F : nat -> seq nat -> nat} :
  rel_replicated P [:: (2 * P * c)%N] X F ->
  rel_reindex P 0 (zz_second P c) [:: c] X (fun r => op_slice_index 0 ((2 * P - 1 - r) * c) (F r)).
Proof. exact: (@rule_slice_index_zz_second P 0 c [:: (2 * P * c)%N] (fun r => (2 * P - 1 - r) * c) X F isT erefl (fun r _ => erefl)). Qed.
