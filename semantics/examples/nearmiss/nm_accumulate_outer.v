(* NEAR-MISS of rule accumulate_outer (must be REJECTED by coqc): differs from
   positive/accumulate_outer.v in exactly one line: the accumulation chain runs over M - 1 microbatches (the last one dropped). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Mesh RulesPipeline RulesMicrobatch.
Theorem obl_acc {R : comRingType} {M P c n : nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest M (rel_partial_sum M 1 [:: (P * c)%N; n]) (rel_axis (rel_contiguous_shard P 0 c [:: c; n])) X G ->
  rel_nest M (rel_replicated M [:: (P * c)%N; n]) (rel_axis (rel_contiguous_shard P 0 c [:: c; n])) X
    (fun x => accum_add M.-1 (fun m => G (set_nth 0 x 0 m))).
Proof. exact: (@nest_accum_outer R M [:: (P * c)%N; n] _ (lin_acc_axis (@lin_acc_contiguous_shard R P 0 c [:: c; n]))). Qed.
