(* POSITIVE instance of rule reduce_scatter_avg_strided (must be ACCEPTED by coqc): the lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_reduce_scatter_avg_strided.v differs in exactly one line:
   FSDP2's gradient reduce_scatter on dim 0 over the outer axis of P times a partial sum the tp ranks shard
   on the same dim 0 (chunk P * c); the reduce_scatter averages (scale 1 / P); near-miss: it sums. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh MeshOuter RulesScaled.
Theorem obl_reduce_scatter_avg_strided {R : fieldType} {P Q c n : nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  nat_nz R P -> 0 < size [:: c; n] -> (P * c)%N = (P * c)%N -> (Q * (P * c))%N = (Q * (P * c))%N ->
  rel_scaled P%:R (rel_nest P (rel_partial_sum P 1 (set_nth 0%N [:: c; n] 0 (Q * (P * c))%N)) (rel_axis (rel_contiguous_shard Q 0 (P * c)%N (set_nth 0%N [:: c; n] 0 (P * c)%N)))) X G ->
  rel_nest P (rel_strided_shard P 0 c [:: c; n]) (rel_axis (rel_contiguous_shard Q 0 c (set_nth 0%N [:: c; n] 0 c))) X
    (coll 0 (fun F r => op_scale (1%:R / P%:R) (op_reduce_scatter 0 c P F r)) G).
Proof. exact: nest_reduce_scatter_avg_strided. Qed.
