(* NEAR-MISS of rule all_reduce_avg (must be REJECTED by coqc): differs from
   positive/all_reduce_avg.v in exactly one line: the all_reduce sums (scale 1), not 1 / P.
   tests/nearmiss/data/all_reduce_avg_nearmiss.textproto is its plan-side near-miss (the collective's
   scale 1, not 1 / dp); the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesScaled.
Theorem obl_all_reduce_avg {R : fieldType} {P Q c n : nat} :
  nat_nz R P -> lin (rel_axis (@rel_contiguous_shard R Q 0 c [:: c; n])) ->
  forall (X : seq nat -> R) G, rel_scaled P%:R (rel_nest P (rel_partial_sum P 1 [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n]))) X G ->
  rel_nest P (rel_replicated P [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n])) X
    (coll 0 (fun F _ => op_all_reduce P 1 F) G).
Proof. exact: nest_all_reduce_avg. Qed.
