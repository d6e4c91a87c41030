(* POSITIVE instance of rule nest_all_reduce_pair1 (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_all_reduce_pair1.v differs in exactly one line:
   all_reduce over (dp, cp), innermost tp contiguous; the inner reduction reads axis 2 (the tp group), not axis 1 (cp): wrong group. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesLossCP.
Theorem obl_nest_all_reduce_pair1 {R : comRingType} {P Q T c : nat} {k : R} {s : seq nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P (rel_partial_sum P k s) (rel_nest Q (rel_partial_sum Q 1 s) (rel_axis (rel_contiguous_shard T 0 c s))) X G ->
  rel_nest P (rel_replicated P s) (rel_nest Q (rel_replicated Q s) (rel_axis (rel_contiguous_shard T 0 c s))) X
    (fun x => op_all_reduce P k (fun i => op_all_reduce Q 1 (fun j => G (set_nth 0%N (set_nth 0%N x 0%N i) 1%N j)))).
Proof. exact: (@nest_all_reduce_pair1 R P Q k s _ (lin_axis (@lin_contiguous_shard R T 0 c s))). Qed.
