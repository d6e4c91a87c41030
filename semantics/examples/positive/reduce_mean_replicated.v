(* POSITIVE instance of rule reduce_mean_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_reduce_mean_replicated.v differs in exactly one line:
   the input is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesTorch.
Theorem obl_reduce_mean_replicated {R : fieldType} {P a n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: a; n] X F ->
  rel_replicated P [:: a] (op_reduce_mean 1 n X) (fun r => op_reduce_mean 1 n (F r)).
Proof. exact: (@rule_reduce_mean_replicated R P 1 n [:: a; n] X F). Qed.
