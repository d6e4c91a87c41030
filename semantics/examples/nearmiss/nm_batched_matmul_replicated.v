(* NEAR-MISS of rule batched_matmul_replicated (must be REJECTED by coqc): differs from
   positive/batched_matmul_replicated.v in exactly one line: A is a partial sum (missing all-reduce).
   tests/nearmiss/data/batched_matmul_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesExperts4.
Theorem obl_batched_matmul_replicated {R : comRingType} {P a e m k n : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: a; e; m; k] A FA ->
  rel_replicated P [:: a; e; k; n] B FB ->
  rel_replicated P [:: a; e; m; n] (op_batched_matmul k A B) (fun r => op_batched_matmul k (FA r) (FB r)).
Proof. exact: (@rule_batched_matmul_replicated R P [:: a; e] m k n A B FA FB). Qed.
