(* POSITIVE instance of rule softmax_backward_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_softmax_backward_replicated.v differs in exactly one line:
   the upstream gradient dY is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesRouterBackward.
Theorem obl_softmax_backward_replicated {R : fieldType} {P a t c n : nat} {Y dY : seq nat -> R} {FY FdY : nat -> seq nat -> R} :
  rel_replicated P [:: a; t; n] Y FY ->
  rel_replicated P [:: a; t; n] dY FdY ->
  rel_replicated P [:: a; t; n] (op_softmax_backward n Y dY) (fun r => op_softmax_backward n (FY r) (FdY r)).
Proof. exact: (@rule_softmax_backward_replicated R P [:: a; t] n Y dY FY FdY). Qed.
