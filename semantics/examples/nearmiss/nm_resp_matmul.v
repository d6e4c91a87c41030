(* NEAR-MISS of fact resp_matmul (rule_replicated_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/resp_matmul.v in exactly one line: A is a partial sum, not replicated (missing all-reduce).
   tests/nearmiss/data/resp_matmul_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_resp_matmul {R : comRingType} {P0 n0 n1 n2 : nat} {A0 : seq nat -> R} {A1 : seq nat -> R} {F0 : nat -> seq nat -> R} {F1 : nat -> seq nat -> R} :
  rel_partial_sum P0 1 [:: P0 * n0; n1] A0 F0 ->
  rel_replicated P0 [:: n1; n2] A1 F1 ->
  rel_replicated P0 [:: P0 * n0; n2] (op_matmul n1 A0 A1) (fun r => op_matmul n1 (F0 r) (F1 r)).
Proof. exact: (@rule_replicated_op2 _ _ _ P0 (rcons (rcons [::] (P0 * n0)) n1) (rcons (rcons [::] n1) n2) [:: P0 * n0; n2] (fun Z0 Z1 => op_matmul n1 Z0 Z1) A0 A1 F0 F1 resp_matmul). Qed.
