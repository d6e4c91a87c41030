(* POSITIVE instance of rule nest_coll_outer (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_coll_outer.v differs in exactly one line:
   all_reduce (scale 1) over the outer axis P of partial sums, inner level contiguous over Q; the partial sums carry scale 2 (wrong scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh.
Theorem obl_nest_coll_outer {R : comRingType} {P Q c n : nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P (rel_partial_sum P 1 [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n])) X G ->
  rel_nest P (rel_replicated P [:: (Q * c)%N; n]) (rel_axis (rel_contiguous_shard Q 0 c [:: c; n])) X (coll 0 (fun F _ => op_all_reduce P 1 F) G).
Proof. exact: (nest_coll_outer (hm := fun Y _ => op_all_reduce P 1 Y) (h := fun F _ => op_all_reduce P 1 F) (@rule_all_reduce R P 1 [:: (Q * c)%N; n]) (fun Y H i _ => @lin_axis R _ (@lin_contiguous_shard R Q 0 c [:: c; n]) P 1%R Y H)). Qed.
