(* NEAR-MISS of fact lin_scale (rule_linear_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/lin_scale.v in exactly one line: the output is claimed a partial sum with scale 3 (the local scale counted twice: wrong scale).
   tests/nearmiss/data/lin_scale_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_lin_scale {R : comRingType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_partial_sum P0 (3%:R)%R [:: n0; n1] (op_scale (3%:R)%R A0) (fun r => op_scale (3%:R)%R (F0 r)).
Proof. exact: (@rule_linear_op1 _ P0 1 [:: n0; n1] [:: n0; n1] (fun Z0 => op_scale (3%:R)%R Z0) A0 F0 lin_scale). Qed.
