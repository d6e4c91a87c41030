(* NEAR-MISS of rule nest_all_reduce_outer (must be REJECTED by coqc): differs from
   positive/nest_all_reduce_outer.v in exactly one line: the DP all_reduce over the outer axis, inner level contiguous over Q; the collective runs on axis 1 (the inner group), not axis 0 (wrong group).
   tests/nearmiss/data/nest_all_reduce_outer_nearmiss.textproto is its plan-side near-miss (the all_reduce over tp, not dp: wrong group);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh.
Theorem obl_nest_all_reduce_outer {R : comRingType} {P Q c n : nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P (rel_partial_sum P 1 [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n])) X G ->
  rel_nest P (rel_replicated P [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n])) X (coll 1 (fun F _ => op_all_reduce P 1 F) G).
Proof. exact: (nest_all_reduce_outer (lin_axis (@lin_contiguous_shard R Q 0 c [:: c; n]))). Qed.
