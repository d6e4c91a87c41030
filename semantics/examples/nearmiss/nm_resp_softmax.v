(* NEAR-MISS of fact resp_softmax (rule_replicated_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/resp_softmax.v in exactly one line: the input is a partial sum, not replicated (missing all-reduce).
   tests/nearmiss/data/resp_softmax_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
From TV Require Import RulesLayout.
Theorem obl_resp_softmax {R : fieldType} {P0 n0 n1 : nat} {f_exp : R -> R} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_replicated P0 [:: n0; n1] (op_softmax f_exp n1 A0) (fun r => op_softmax f_exp n1 (F0 r)).
Proof. exact: (@rule_replicated_op1 _ _ P0 (rcons (rcons [::] n0) n1) [:: n0; n1] (fun Z0 => op_softmax f_exp n1 Z0) A0 F0 resp_softmax). Qed.
