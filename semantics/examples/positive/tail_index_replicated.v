(* POSITIVE instance of rule tail_index_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_tail_index_replicated.v differs in exactly one line:
   the ranks slice the head positions (offset 0), not the tail (offset c - h). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh.
Theorem obl_tail_index {P c h : nat} {X : seq nat -> nat} {F : nat -> seq nat -> nat} :
  (h <= c)%N -> rel_replicated P [:: c] X F ->
  rel_replicated P [:: h] (op_slice_index 0 (c - h) X)
    (fun r => op_slice_index 0 (c - h) (F r)).
Proof. exact: (@rule_tail_index_replicated P c h X F). Qed.
