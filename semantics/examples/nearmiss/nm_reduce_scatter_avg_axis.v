(* NEAR-MISS of rule reduce_scatter_avg_axis (must be REJECTED by coqc): differs from
   positive/reduce_scatter_avg_axis.v in exactly one line: the reduce_scatter sums (Partial(sum), no 1 / P).
   tests/nearmiss/data/reduce_scatter_avg_axis_nearmiss.textproto is its plan-side near-miss (the collective's
   scale 1, not 1 / dp); the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesScaled.
Theorem obl_reduce_scatter_avg_axis {R : fieldType} {P c n : nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  nat_nz R P -> 0 < size [:: (P * c)%N; n] -> nth 0%N [:: (P * c)%N; n] 0 = (P * c)%N ->
  rel_scaled P%:R (rel_axis (rel_partial_sum P 1 [:: (P * c)%N; n])) X G ->
  rel_axis (rel_contiguous_shard P 0 c (set_nth 0%N [:: (P * c)%N; n] 0 c)) X
    (coll 0 (fun F r => op_reduce_scatter 0 c P F r) G).
Proof. exact: axis_reduce_scatter_avg. Qed.
