(* POSITIVE instance of rule nest_all_reduce_all3 (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_all_reduce_all3.v differs in exactly one line:
   all_reduce over all three axes (dp, cp, tp) of partial sums; the innermost partial sums carry scale 2 while the collective's is 1 (wrong scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesLossCP.
Theorem obl_nest_all_reduce_all3 {R : comRingType} {P Q T : nat} {k : R} {s : seq nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P (rel_partial_sum P k s) (rel_nest Q (rel_partial_sum Q 1 s) (rel_axis (rel_partial_sum T 1 s))) X G ->
  rel_nest P (rel_replicated P s) (rel_nest Q (rel_replicated Q s) (rel_axis (rel_replicated T s))) X
    (fun x => op_all_reduce P k (fun i => op_all_reduce Q 1 (fun j => op_all_reduce T 1 (fun t => G (set_nth 0%N (set_nth 0%N (set_nth 0%N x 0%N i) 1%N j) 2%N t))))).
Proof. exact: (@nest_all_reduce_all3 R P Q T k s X G). Qed.
