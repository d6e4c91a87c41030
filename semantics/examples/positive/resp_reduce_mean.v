(* POSITIVE instance of fact resp_reduce_mean (rule_replicated_op*, the generic rule at the fact) (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_resp_reduce_mean.v differs in exactly one line:
   the input is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesTorch.
From TV Require Import RulesLayout.
Theorem obl_resp_reduce_mean {R : fieldType} {P a n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: a; n] X F ->
  rel_replicated P [:: a] (op_reduce_mean 1 n X) (fun r => op_reduce_mean 1 n (F r)).
Proof. exact: (@rule_replicated_op1 _ _ P (rcons (rcons [::] a) n) [:: a] (fun Z0 => op_reduce_mean 1 n Z0) X F (resp_reduce_mean _ _)). Qed.
