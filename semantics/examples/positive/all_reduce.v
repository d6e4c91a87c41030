(* POSITIVE instance of rule all_reduce (must be ACCEPTED by coqc).
   Its near-miss nearmiss/obl_y_wrong_scale.v differs in exactly one line:
   all_reduce scale 2 instead of 1. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.

Theorem obl_y {R : comRingType} {P b d : nat}
  {y : seq nat -> R} {Fyp : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: b; d] y Fyp ->
  rel_replicated P [:: b; d] y (fun _ => op_all_reduce P 1 Fyp).
Proof. exact: rule_all_reduce. Qed.
