(* POSITIVE instance of rule slice_shard (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_shard.v differs in exactly one line:
   each rank slices at offset r instead of c * r (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesMoE.
Theorem obl_shard_at {R : comRingType} {P a c : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: a; (c * P)%N] X F ->
  rel_contiguous_shard P 1 c [:: a; c] X
    (fun r => op_slice 1 (c * r) (F r)).
Proof. exact: (@rule_slice_shard R P 1 c (c * P) (fun r => c * r) [:: a; (c * P)%N] X F isT erefl (mulnC c P) (fun r => mulnC c r)). Qed.
