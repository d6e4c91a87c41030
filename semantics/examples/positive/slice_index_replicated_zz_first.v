(* POSITIVE instance of rule slice_index_replicated_zz_first (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_index_replicated_zz_first.v differs in exactly one line:
   each rank cuts at its own (inner) coordinate r, not the outer coordinate i (wrong axis). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.
Theorem obl_zpos_rep_first {P Q c i : nat} {X : seq nat -> nat} {F : nat -> seq nat -> nat} :
  (i < Q)%N ->
  rel_replicated P [:: (2 * Q * c)%N] X F ->
  rel_replicated P [:: c] (op_slice_index 0 (i * c) X) (fun r => op_slice_index 0 (i * c) (F r)).
Proof. exact: (@rule_slice_index_replicated_zz_first P Q (fun r => r * c) i 0 c [:: (2 * Q * c)%N] X F isT erefl (fun r => erefl)). Qed.
