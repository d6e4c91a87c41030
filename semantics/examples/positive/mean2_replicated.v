(* POSITIVE instance of rule mean2_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_mean2_replicated.v differs in exactly one line:
   the input is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
Theorem obl_mean2_replicated {R : fieldType} {P c n0 n1 : nat} {X : seq nat -> R} {FX : nat -> seq nat -> R} :
  rel_replicated P [:: n0; n1] X FX ->
  rel_replicated P [::] (op_reduce_mean 0 n0 (op_reduce_mean 1 n1 X)) (fun r => op_reduce_mean 0 n0 (op_reduce_mean 1 n1 (FX r))).
Proof. exact: rule_mean2_replicated. Qed.
