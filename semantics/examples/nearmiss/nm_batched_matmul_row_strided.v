(* NEAR-MISS of rule batched_matmul_row_strided (must be REJECTED by coqc): differs from
   positive/batched_matmul_row_strided.v in exactly one line: B's contraction rows contiguous, A's columns strided (rows misaligned).
   tests/nearmiss/data/batched_matmul_row_strided_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import MeshOuter RulesExperts4 RulesStrided.
Theorem obl_batched_matmul_row_strided {R : comRingType} {P b m n c : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_strided_shard P 2 c [:: b; m; (2 * c)%N] A FA ->
  rel_contiguous_shard P 1 (2 * c)%N [:: b; (2 * c)%N; n] B FB ->
  rel_partial_sum P 1 [:: b; m; n] (op_batched_matmul (2 * P * c) A B) (fun r => op_batched_matmul (2 * c) (FA r) (FB r)).
Proof. exact: (@rule_batched_matmul_row_strided R P c 2 (2 * P * c) (2 * c) m n [:: b] A B FA FB erefl erefl). Qed.
