(* POSITIVE instance of rule slice_tail_other (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_tail_other.v differs in exactly one line:
   the ranks slice the head (offset 0), not the tail (offset c - h) the SM value is cut at. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh.
Theorem obl_tail_other {R : comRingType} {P a c h : nat} {g : nat -> nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  (h <= c)%N ->
  rel_reindex P 0 g [:: a; c] X F ->
  rel_reindex P 0 g [:: a; h] (op_slice 1 (c - h) X)
    (fun r => op_slice 1 (c - h) (F r)).
Proof. exact: (@rule_slice_tail_other R P 0 g 1 c h [:: a; c] X F isT isT erefl). Qed.
