(* NEAR-MISS of rule gather_replicated (must be REJECTED by coqc): differs from
   positive/gather_replicated.v in exactly one line: the gathered tensor is a partial sum, not replicated (missing all-reduce).
   tests/nearmiss/data/gather_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_gather_replicated {R : comRingType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {A1 : seq nat -> nat} {F0 : nat -> seq nat -> R} {F1 : nat -> seq nat -> nat} :
  idx_lt [:: n0; 2] n1 A1 ->
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_replicated P0 [:: n0; 2] A1 F1 ->
  rel_replicated P0 [:: n0; 2] (op_gather 1 A1 A0) (fun r => op_gather 1 (F1 r) (F0 r)).
Proof. exact: (@rule_gather_replicated R P0 1 n1 [:: n0; 2] A0 F0 A1 F1 isT). Qed.
