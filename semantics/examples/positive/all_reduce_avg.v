(* POSITIVE instance of rule all_reduce_avg (must be ACCEPTED by coqc): the lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_all_reduce_avg.v differs in exactly one line:
   DDP's gradient all_reduce over the outer axis of P times a partial sum, rows contiguous over Q below; the
   all_reduce averages (scale 1 / P); near-miss: it sums (scale 1). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesScaled.
Theorem obl_all_reduce_avg {R : fieldType} {P Q c n : nat} :
  nat_nz R P -> lin (rel_axis (@rel_contiguous_shard R Q 0 c [:: c; n])) ->
  forall (X : seq nat -> R) G, rel_scaled P%:R (rel_nest P (rel_partial_sum P 1 [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n]))) X G ->
  rel_nest P (rel_replicated P [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n])) X
    (coll 0 (fun F _ => op_all_reduce P (1%:R / P%:R) F) G).
Proof. exact: nest_all_reduce_avg. Qed.
