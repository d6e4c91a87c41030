(* POSITIVE instance of rule nest_map1 (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_map1.v differs in exactly one line:
   op = squaring, contiguous on the outer axis P, replicated on the inner Q; the input is a partial sum on the inner level (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh.
Theorem obl_nest_map1 {R : comRingType} {P Q c n : nat} {X1 : seq nat -> R} {G1 : seq nat -> seq nat -> R} :
  rel_nest P (rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n]) (rel_axis (rel_replicated Q [:: (2 * c)%N; n])) X1 G1 ->
  rel_nest P (rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n]) (rel_axis (rel_replicated Q [:: (2 * c)%N; n])) (pointwise (fun v => v * v)%R X1) (fun x => pointwise (fun v => v * v)%R (G1 x)).
Proof. exact: (nest_map1 (@rule_map1_reindex R (fun v => v * v)%R P 0 (contig_map (2 * c)%N) [:: (2 * c)%N; n]) (axis_map1 (@rule_map1_replicated R (fun v => v * v)%R Q [:: (2 * c)%N; n]))). Qed.
