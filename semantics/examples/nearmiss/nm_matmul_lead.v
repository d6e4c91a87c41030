(* NEAR-MISS of rule matmul_lead (must be REJECTED by coqc): differs from
   positive/matmul_lead.v in exactly one line: B is a partial sum, not replicated (missing all-reduce).
   tests/nearmiss/data/matmul_lead_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_matmul_lead {R : comRingType} {P0 n0 n1 n2 : nat} {A0 : seq nat -> R} {A1 : seq nat -> R} {F0 : nat -> seq nat -> R} {F1 : nat -> seq nat -> R} :
  rel_zigzag P0 0 n0 [:: 2 * n0; n1] A0 F0 ->
  rel_partial_sum P0 1 [:: n1; n2] A1 F1 ->
  rel_zigzag P0 0 n0 [:: 2 * n0; n2] (op_matmul n1 A0 A1) (fun r => op_matmul n1 (F0 r) (F1 r)).
Proof. exact: (@rule_matmul_lead R P0 0 (zz_glob P0 n0) n1 n2 [:: 2 * n0] A0 A1 F0 F1 isT). Qed.
