(* POSITIVE instance of rule nest_all_reduce_axes (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_all_reduce_axes.v differs in exactly one line:
   the loss all_reduce over both axes (dp, tp) of partial sums on both levels; the reduction reads the outer group along axis 1 and the inner along axis 0 (axes swapped: wrong groups). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView.
Theorem obl_nest_all_reduce_axes {R : comRingType} {P Q : nat} {k : R} {s : seq nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P (rel_partial_sum P k s) (rel_axis (rel_partial_sum Q 1 s)) X G ->
  rel_nest P (rel_replicated P s) (rel_axis (rel_replicated Q s)) X
    (fun x => op_all_reduce P k (fun i => op_all_reduce Q 1 (fun j => G (set_nth 0%N (set_nth 0%N x 0%N i) 1%N j)))).
Proof. exact: (@nest_all_reduce_axes R P Q k s X G). Qed.
