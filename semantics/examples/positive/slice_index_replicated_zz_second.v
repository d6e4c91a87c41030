(* POSITIVE instance of rule slice_index_replicated_zz_second (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_index_replicated_zz_second.v differs in exactly one line:
   each rank cuts the mirrored chunk of its own (inner) coordinate r, not of the outer coordinate i (wrong axis). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.
Theorem obl_zpos_rep_second {P Q c i : nat} {X : seq nat -> nat} {F : nat -> seq nat -> nat} :
  (i < Q)%N ->
  rel_replicated P [:: (2 * Q * c)%N] X F ->
  rel_replicated P [:: c] (op_slice_index 0 ((2 * Q - 1 - i) * c) X) (fun r => op_slice_index 0 ((2 * Q - 1 - i) * c) (F r)).
Proof. exact: (@rule_slice_index_replicated_zz_second P Q (fun r => (2 * Q - 1 - r) * c) i 0 c [:: (2 * Q * c)%N] X F isT erefl (fun r _ => erefl)). Qed.
