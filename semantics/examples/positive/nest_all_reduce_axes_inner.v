(* POSITIVE instance of rule nest_all_reduce_axes_inner (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_all_reduce_axes_inner.v differs in exactly one line:
   under an outer pipeline level (contiguous over P0), the all_reduce over the two inner axes; the innermost partial sums carry scale 2 while the collective's is 1 (wrong scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesPipelineAxes.
Theorem obl_nest_all_reduce_axes_inner {R : comRingType} {P0 P Q c : nat} {k : R} {s : seq nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P0 (rel_contiguous_shard P0 0 c s) (rel_nest P (rel_partial_sum P k s) (rel_axis (rel_partial_sum Q 1 s))) X G ->
  rel_nest P0 (rel_contiguous_shard P0 0 c s) (rel_nest P (rel_replicated P s) (rel_axis (rel_replicated Q s))) X
    (fun x => op_all_reduce P k (fun i => op_all_reduce Q 1 (fun j => G (set_nth 0%N (set_nth 0%N x 1%N i) 2%N j)))).
Proof. exact: (@nest_all_reduce_axes_inner R P0 P Q k s (rel_contiguous_shard P0 0 c s) X G). Qed.
