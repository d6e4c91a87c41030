(* POSITIVE instance of rule embedding_backward_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_embedding_backward_replicated.v differs in exactly one line:
   dY is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesTorch.
Theorem obl_embedding_backward_replicated {R : comRingType} {P off N V D : nat} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} :
  rel_replicated P [:: N; D] dY FdY ->
  rel_replicated P [:: N] ids Fids ->
  rel_replicated P [:: V; D] (op_embedding_backward_off off N ids dY) (fun r => op_embedding_backward_off off N (Fids r) (FdY r)).
Proof. exact: (@rule_embedding_backward_replicated R P off N V D dY FdY ids Fids). Qed.
