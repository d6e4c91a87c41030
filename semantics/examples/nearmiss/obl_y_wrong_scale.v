(* NEAR-MISS (must be REJECTED by coqc): obl_y with all_reduce scale 2
   instead of 1 (differs from examples/mlp_tp/obl_y.v in one attribute).
   False over the rationals: y = sum, PM gives 2 * sum. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.

Theorem obl_y {R : comRingType} {P b d : nat}
  {y : seq nat -> R} {Fyp : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: b; d] y Fyp ->
  rel_replicated P [:: b; d] y (fun _ => op_all_reduce P (1 + 1) Fyp).
Proof. exact: rule_all_reduce. Qed.
