(* NEAR-MISS of fact lin_reduce_mean (rule_linear_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/lin_reduce_mean.v in exactly one line: the output is claimed a partial sum with scale 2 (wrong scale).
   tests/nearmiss/data/lin_reduce_mean_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_lin_reduce_mean {R : fieldType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_partial_sum P0 (2%:R)%R [:: n0] (op_reduce_mean 1 n1 A0) (fun r => op_reduce_mean 1 n1 (F0 r)).
Proof. exact: (@rule_linear_op1 _ P0 1 [:: n0; n1] [:: n0] (fun Z0 => op_reduce_mean 1 n1 Z0) A0 F0 (lin_reduce_mean _ _)). Qed.
