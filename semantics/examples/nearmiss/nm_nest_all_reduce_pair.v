(* NEAR-MISS of rule nest_all_reduce_pair (must be REJECTED by coqc): differs from
   positive/nest_all_reduce_pair.v in exactly one line: all_reduce over (dp, cp) of partial sums scaled 1/2 and 1/3, innermost tp contiguous; the collective scales by 1/3, not 1/6 = 1/2 * 1/3 (missing scale).
   tests/nearmiss/data/nest_all_reduce_pair_nearmiss.textproto is its plan-side near-miss (the same change: scale 1/3);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesLossCP.
Theorem obl_nest_all_reduce_pair {R : fieldType} {P Q T c : nat} {s : seq nat} {X : seq nat -> R} {G : seq nat -> seq nat -> R} :
  rel_nest P (rel_partial_sum P ((1%N)%:R / (2%N)%:R)%R s) (rel_nest Q (rel_partial_sum Q ((1%N)%:R / (3%N)%:R)%R s) (rel_axis (rel_contiguous_shard T 0 c s))) X G ->
  rel_nest P (rel_replicated P s) (rel_nest Q (rel_replicated Q s) (rel_axis (rel_contiguous_shard T 0 c s))) X
    (fun x => op_all_reduce P ((1%N)%:R / (3%N)%:R)%R (fun i => op_all_reduce Q 1 (fun j => G (set_nth 0%N (set_nth 0%N x 0%N i) 1%N j)))).
Proof. exact: (@nest_all_reduce_pair R P Q 1 2 1 3 1 6 s _ (lin_axis (@lin_contiguous_shard R T 0 c s)) erefl erefl). Qed.
