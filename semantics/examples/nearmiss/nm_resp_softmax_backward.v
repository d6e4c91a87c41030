(* NEAR-MISS of fact resp_softmax_backward (rule_replicated_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/resp_softmax_backward.v in exactly one line: the upstream gradient dY is a partial sum (missing all-reduce).
   tests/nearmiss/data/resp_softmax_backward_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesRouterBackward.
From TV Require Import RulesLayout.
Theorem obl_resp_softmax_backward {R : fieldType} {P a t c n : nat} {Y dY : seq nat -> R} {FY FdY : nat -> seq nat -> R} :
  rel_replicated P [:: a; t; n] Y FY ->
  rel_partial_sum P 1 [:: a; t; n] dY FdY ->
  rel_replicated P [:: a; t; n] (op_softmax_backward n Y dY) (fun r => op_softmax_backward n (FY r) (FdY r)).
Proof. exact: (@rule_replicated_op2 _ _ _ P (rcons (rcons [:: a] t) n) (rcons (rcons [:: a] t) n) [:: a; t; n] (fun Z0 Z1 => op_softmax_backward n Z0 Z1) Y dY FY FdY resp_softmax_backward). Qed.
