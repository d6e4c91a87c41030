(* POSITIVE instance of rule cross_entropy_backward_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_cross_entropy_backward_replicated.v differs in exactly one line:
   the logits are a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
Theorem obl_cross_entropy_backward_replicated {R : fieldType} {exp log : R -> R} {P N V : nat} {Z dL : seq nat -> R} {FZ FdL : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat} :
  rel_replicated P [:: N; V] Z FZ ->
  rel_replicated P [:: N] labels Fl ->
  rel_replicated P [:: N] dL FdL ->
  rel_replicated P [:: N; V] (op_cross_entropy_backward exp V Z labels dL) (fun r => op_cross_entropy_backward exp V (FZ r) (Fl r) (FdL r)).
Proof. exact: (@rule_cross_entropy_backward_replicated R exp P [:: N]). Qed.
