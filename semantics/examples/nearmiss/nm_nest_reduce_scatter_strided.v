(* NEAR-MISS of rule nest_reduce_scatter_strided (must be REJECTED by coqc): differs from
   positive/nest_reduce_scatter_strided.v in exactly one line: the scattered chunks are claimed contiguous on the outer axis instead of strided (wrong group order).
   Plan IR pair: tests/nearmiss/data/nest_reduce_scatter_strided_{ok,nearmiss}.textproto (near-miss: the collective over tp, the wrong group). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import Mesh MeshOuter.
Theorem obl_nest_reduce_scatter_strided {R : comRingType} {P Q c n : nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P (rel_partial_sum P 1%R [:: (Q * (P * c))%N; n]) (rel_axis (rel_contiguous_shard Q 0 (P * c) [:: (P * c)%N; n])) X G ->
  rel_nest P (rel_contiguous_shard P 0 (Q * c) [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n])) X
    (coll 0 (fun F r => op_reduce_scatter 0 c P F r) G).
Proof. exact: (@nest_reduce_scatter_strided R P Q 0 c (P * c) (Q * (P * c)) [:: c; n] isT erefl erefl [:: (Q * c)%N; n] X G). Qed.
