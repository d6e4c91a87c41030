(* NEAR-MISS of fact resp_reduce_mean (rule_replicated_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/resp_reduce_mean.v in exactly one line: the input is a partial sum (missing all-reduce).
   tests/nearmiss/data/resp_reduce_mean_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesTorch.
From TV Require Import RulesLayout.
Theorem obl_resp_reduce_mean {R : fieldType} {P a n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: a; n] X F ->
  rel_replicated P [:: a] (op_reduce_mean 1 n X) (fun r => op_reduce_mean 1 n (F r)).
Proof. exact: (@rule_replicated_op1 _ _ P (rcons (rcons [::] a) n) [:: a] (fun Z0 => op_reduce_mean 1 n Z0) X F (resp_reduce_mean _ _)). Qed.
