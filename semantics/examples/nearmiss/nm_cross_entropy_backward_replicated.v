(* NEAR-MISS of rule cross_entropy_backward_replicated (must be REJECTED by coqc): differs from
   positive/cross_entropy_backward_replicated.v in exactly one line: the logits are a partial sum (missing all-reduce).
   tests/nearmiss/data/cross_entropy_backward_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
Theorem obl_cross_entropy_backward_replicated {R : fieldType} {exp log : R -> R} {P N V : nat} {Z dL : seq nat -> R} {FZ FdL : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat} :
  rel_partial_sum P 1 [:: N; V] Z FZ ->
  rel_replicated P [:: N] labels Fl ->
  rel_replicated P [:: N] dL FdL ->
  rel_replicated P [:: N; V] (op_cross_entropy_backward exp V Z labels dL) (fun r => op_cross_entropy_backward exp V (FZ r) (Fl r) (FdL r)).
Proof. exact: (@rule_cross_entropy_backward_replicated R exp P [:: N]). Qed.
