(* POSITIVE instance of rule axis_coll (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_axis_coll.v differs in exactly one line:
   all_reduce (scale 1) on the innermost axis; the partial sums carry scale 2 (wrong scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh.
Theorem obl_axis_coll {R : comRingType} {P Q c n : nat} {Y : seq nat -> R} {H : seq nat -> seq nat -> R} :
  rel_axis (rel_partial_sum Q 1 [:: c; n]) Y H ->
  rel_axis (rel_replicated Q [:: c; n]) Y (coll 0 (fun F _ => op_all_reduce Q 1 F) H).
Proof. exact: (axis_coll (h := (fun F _ => op_all_reduce Q 1 F)) (@rule_all_reduce R Q 1 [:: c; n])). Qed.
