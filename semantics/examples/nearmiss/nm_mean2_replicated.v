(* NEAR-MISS of rule mean2_replicated (must be REJECTED by coqc): differs from
   positive/mean2_replicated.v in exactly one line: the input is a partial sum (missing all-reduce).
   tests/nearmiss/data/mean2_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
Theorem obl_mean2_replicated {R : fieldType} {P c n0 n1 : nat} {X : seq nat -> R} {FX : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: n0; n1] X FX ->
  rel_replicated P [::] (op_reduce_mean 0 n0 (op_reduce_mean 1 n1 X)) (fun r => op_reduce_mean 0 n0 (op_reduce_mean 1 n1 (FX r))).
Proof. exact: rule_mean2_replicated. Qed.
