(* NEAR-MISS of rule softmax_backward_replicated (must be REJECTED by coqc): differs from
   positive/softmax_backward_replicated.v in exactly one line: the upstream gradient dY is a partial sum (missing all-reduce).
   tests/nearmiss/data/softmax_backward_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesRouterBackward.
Theorem obl_softmax_backward_replicated {R : fieldType} {P a t c n : nat} {Y dY : seq nat -> R} {FY FdY : nat -> seq nat -> R} :
  rel_replicated P [:: a; t; n] Y FY ->
  rel_partial_sum P 1 [:: a; t; n] dY FdY ->
  rel_replicated P [:: a; t; n] (op_softmax_backward n Y dY) (fun r => op_softmax_backward n (FY r) (FdY r)).
Proof. exact: (@rule_softmax_backward_replicated R P [:: a; t] n Y dY FY FdY). Qed.
