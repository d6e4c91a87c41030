(* NEAR-MISS of fact resp_cross_entropy_backward (rule_replicated_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/resp_cross_entropy_backward.v in exactly one line: the logits are a partial sum (missing all-reduce).
   tests/nearmiss/data/resp_cross_entropy_backward_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
From TV Require Import RulesLayout.
Theorem obl_resp_cross_entropy_backward {R : fieldType} {exp log : R -> R} {P N V : nat} {Z dL : seq nat -> R} {FZ FdL : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat} :
  rel_partial_sum P 1 [:: N; V] Z FZ ->
  rel_replicated P [:: N] labels Fl ->
  rel_replicated P [:: N] dL FdL ->
  rel_replicated P [:: N; V] (op_cross_entropy_backward exp V Z labels dL) (fun r => op_cross_entropy_backward exp V (FZ r) (Fl r) (FdL r)).
Proof. exact: (@rule_replicated_op3 _ _ _ _ P (rcons (rcons [::] N) V) (rcons [::] N) (rcons [::] N) [:: N; V] (fun Z0 Z1 Z2 => op_cross_entropy_backward exp V Z0 Z1 Z2) Z labels dL FZ Fl FdL resp_cross_entropy_backward). Qed.
