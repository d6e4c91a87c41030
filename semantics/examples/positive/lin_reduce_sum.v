(* POSITIVE instance of fact lin_reduce_sum (rule_linear_op*, the generic rule at the fact) (must be ACCEPTED by coqc), as the compiler emits it
   for tests/nearmiss/data/lin_reduce_sum_ok.textproto.
   Its near-miss nearmiss/nm_lin_reduce_sum.v differs in exactly one line:
   the output is claimed a partial sum with scale 2 (wrong scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_lin_reduce_sum {R : comRingType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_partial_sum P0 1 [:: n0] (op_reduce_sum 1 n1 A0) (fun r => op_reduce_sum 1 n1 (F0 r)).
Proof. exact: (@rule_linear_op1 _ P0 1 [:: n0; n1] [:: n0] (fun Z0 => op_reduce_sum 1 n1 Z0) A0 F0 (lin_reduce_sum _ _)). Qed.
