(* POSITIVE instance of fact resp_cross_entropy (rule_replicated_op*, the generic rule at the fact) (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_resp_cross_entropy.v differs in exactly one line:
   the logits are a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
From TV Require Import RulesLayout.
Theorem obl_resp_cross_entropy {R : fieldType} {exp log : R -> R} {P N V : nat} {Z dL : seq nat -> R} {FZ FdL : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat} :
  rel_replicated P [:: N; V] Z FZ ->
  rel_replicated P [:: N] labels Fl ->
  rel_replicated P [:: N] (op_cross_entropy exp log V Z labels) (fun r => op_cross_entropy exp log V (FZ r) (Fl r)).
Proof. exact: (@rule_replicated_op2 _ _ _ P (rcons (rcons [::] N) V) (rcons [::] N) [:: N] (fun Z0 Z1 => op_cross_entropy exp log V Z0 Z1) Z labels FZ Fl resp_cross_entropy). Qed.
