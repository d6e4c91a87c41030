(* POSITIVE instance of rule slice_index_zz_first (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_index_zz_first.v differs in exactly one line:
   rank r cuts the full positions at offset r, not r * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.
Theorem obl_zpos_first {P c : nat} {X : seq nat -> nat} {F : nat -> seq nat -> nat} :
  rel_replicated P [:: (2 * P * c)%N] X F ->
  rel_contiguous_shard P 0 c [:: c] X (fun r => op_slice_index 0 (r * c) (F r)).
Proof. exact: (@rule_slice_index_zz_first P 0 c [:: (2 * P * c)%N] (fun r => r * c) X F isT erefl (fun r => erefl)). Qed.
