(* NEAR-MISS of rule matmul_lead_zz (must be REJECTED by coqc): differs from
   positive/matmul_lead_zz.v in exactly one line: B is a partial sum instead of replicated (missing all-reduce).
   tests/nearmiss/data/matmul_lead_zz_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing RulesZigzag.
Theorem obl_matmul_lead_zz {R : comRingType} {P c k n : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_zigzag P 0 c [:: (2 * c)%N; k] A FA ->
  rel_partial_sum P 1%R [:: k; n] B FB ->
  rel_zigzag P 0 c [:: (2 * c)%N; n] (op_matmul k A B) (fun r => op_matmul k (FA r) (FB r)).
Proof. exact: (@rule_matmul_lead_zz R P 0 c k n [:: (2 * c)%N]). Qed.
