(* POSITIVE instance of rule reduce_scatter_avg_axis (must be ACCEPTED by coqc): the lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_reduce_scatter_avg_axis.v differs in exactly one line:
   FSDP's gradient reduce_scatter on a one-axis mesh of P times a partial sum; the reduce_scatter averages
   (scale 1 / P); near-miss: it sums (Partial(sum), no 1 / P). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesScaled.
Theorem obl_reduce_scatter_avg_axis {R : fieldType} {P c n : nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  nat_nz R P -> 0 < size [:: (P * c)%N; n] -> nth 0%N [:: (P * c)%N; n] 0 = (P * c)%N ->
  rel_scaled P%:R (rel_axis (rel_partial_sum P 1 [:: (P * c)%N; n])) X G ->
  rel_axis (rel_contiguous_shard P 0 c (set_nth 0%N [:: (P * c)%N; n] 0 c)) X
    (coll 0 (fun F r => op_scale (1%:R / P%:R) (op_reduce_scatter 0 c P F r)) G).
Proof. exact: axis_reduce_scatter_avg. Qed.
