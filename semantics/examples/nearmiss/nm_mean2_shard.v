(* NEAR-MISS of rule mean2_shard (must be REJECTED by coqc): differs from
   positive/mean2_shard.v in exactly one line: the local means are claimed partial sums with scale 1, not 1/P (missing scale).
   tests/nearmiss/data/mean2_shard_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
Theorem obl_mean2_shard {R : fieldType} {P c n0 n1 : nat} {X : seq nat -> R} {FX : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 c [:: c; n1] X FX ->
  rel_partial_sum P 1%R [::] (op_reduce_mean 0 (P * c) (op_reduce_mean 1 n1 X)) (fun r => op_reduce_mean 0 c (op_reduce_mean 1 n1 (FX r))).
Proof. exact: rule_mean2_shard. Qed.
