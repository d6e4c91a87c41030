(* NEAR-MISS of rule nest_all_reduce_all3 (must be REJECTED by coqc): differs from
   positive/nest_all_reduce_all3.v in exactly one line: all_reduce over all three axes (dp, cp, tp) of partial sums; the innermost partial sums carry scale 2 while the collective's is 1 (wrong scale).
   tests/nearmiss/data/nest_all_reduce_all3_nearmiss.textproto is its plan-side near-miss (the same change: tp partial sums scale 2);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesLossCP.
Theorem obl_nest_all_reduce_all3 {R : comRingType} {P Q T : nat} {k : R} {s : seq nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P (rel_partial_sum P k s) (rel_nest Q (rel_partial_sum Q 1 s) (rel_axis (rel_partial_sum T (1 + 1)%R s))) X G ->
  rel_nest P (rel_replicated P s) (rel_nest Q (rel_replicated Q s) (rel_axis (rel_replicated T s))) X
    (fun x => op_all_reduce P k (fun i => op_all_reduce Q 1 (fun j => op_all_reduce T 1 (fun t => G (set_nth 0%N (set_nth 0%N (set_nth 0%N x 0%N i) 1%N j) 2%N t))))).
Proof. exact: (@nest_all_reduce_all3 R P Q T k s X G). Qed.
