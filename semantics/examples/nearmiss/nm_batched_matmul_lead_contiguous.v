(* NEAR-MISS of rule batched_matmul_lead_contiguous (must be REJECTED by coqc): differs from
   positive/batched_matmul_lead_contiguous.v in exactly one line: B's batch dim 1 laid out zigzag (its batches misaligned with A's).
   tests/nearmiss/data/batched_matmul_lead_contiguous_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesExperts4.
Theorem obl_batched_matmul_lead_contiguous {R : comRingType} {P a c m k n : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_contiguous_shard P 1 (2 * c)%N [:: a; (2 * c)%N; m; k] A FA ->
  rel_zigzag P 1 c [:: a; (2 * c)%N; k; n] B FB ->
  rel_contiguous_shard P 1 (2 * c)%N [:: a; (2 * c)%N; m; n] (op_batched_matmul k A B) (fun r => op_batched_matmul k (FA r) (FB r)).
Proof. exact: (@rule_batched_matmul_lead_contiguous R P 1 (2 * c)%N [:: a; (2 * c)%N] m k n A B FA FB isT). Qed.
