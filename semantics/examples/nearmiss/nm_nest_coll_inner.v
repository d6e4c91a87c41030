(* NEAR-MISS of rule nest_coll_inner (must be REJECTED by coqc): differs from
   positive/nest_coll_inner.v in exactly one line: all_reduce of the inner-axis partial sums under a contiguous outer level; the collective runs on axis 0, the outer axis, not axis 1 (wrong axis/group).
   tests/nearmiss/data/nest_coll_inner_nearmiss.textproto is its plan-side near-miss (the all_reduce over dp, not tp: wrong axis);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh.
Theorem obl_nest_coll_inner {R : comRingType} {P Q c n : nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P (rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n]) (rel_axis (rel_partial_sum Q 1 [:: c; n])) X G ->
  rel_nest P (rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n]) (rel_axis (rel_replicated Q [:: c; n])) X (coll 0 (fun F _ => op_all_reduce Q 1 F) G).
Proof. exact: (nest_coll_inner (axis_coll (h := (fun F _ => op_all_reduce Q 1 F)) (@rule_all_reduce R Q 1 [:: c; n]))). Qed.
