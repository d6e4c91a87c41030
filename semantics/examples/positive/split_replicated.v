(* POSITIVE instance of rule split_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_split_replicated.v differs in exactly one line:
   the split input is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesSplit.
Theorem obl_split_replicated {R : comRingType} {P a o n m : nat} {k : R} {g gk : nat -> nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: a; (o + n + m)%N] X F ->
  rel_replicated P [:: a; n] (op_slice 1 o X) (fun r => op_slice 1 o (F r)).
Proof. exact: (@rule_split_replicated R P 1 o n m [:: a; (o + n + m)%N]). Qed.
