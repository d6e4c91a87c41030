(* NEAR-MISS of rule scale_partial_local (must be REJECTED by coqc): differs from
   positive/scale_partial_local.v in exactly one line: the output is claimed a partial sum with scale 3 (the local scale counted twice: wrong scale).
   tests/nearmiss/data/scale_partial_local_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_scale_partial_local {R : comRingType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: n0; n1] A0 F0 ->
  rel_partial_sum P0 (3%:R)%R [:: n0; n1] (op_scale (3%:R)%R A0) (fun r => op_scale (3%:R)%R (F0 r)).
Proof. exact: (@rule_scale_partial_local R P0 1 (3%:R)%R [:: n0; n1] A0 F0). Qed.
