(* NEAR-MISS of fact resp_batched_matmul (rule_replicated_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/resp_batched_matmul.v in exactly one line: A is a partial sum (missing all-reduce).
   tests/nearmiss/data/resp_batched_matmul_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesExperts4.
From TV Require Import RulesLayout.
Theorem obl_resp_batched_matmul {R : comRingType} {P a e m k n : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: a; e; m; k] A FA ->
  rel_replicated P [:: a; e; k; n] B FB ->
  rel_replicated P [:: a; e; m; n] (op_batched_matmul k A B) (fun r => op_batched_matmul k (FA r) (FB r)).
Proof. exact: (@rule_replicated_op2 _ _ _ P (rcons (rcons [:: a; e] m) k) (rcons (rcons [:: a; e] k) n) [:: a; e; m; n] (fun Z0 Z1 => op_batched_matmul k Z0 Z1) A B FA FB resp_batched_matmul). Qed.
