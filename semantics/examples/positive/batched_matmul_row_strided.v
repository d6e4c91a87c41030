(* POSITIVE instance of rule batched_matmul_row_strided (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_batched_matmul_row_strided.v differs in exactly one line:
   B's contraction rows contiguous, A's columns strided (rows misaligned). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import MeshOuter RulesExperts4 RulesStrided.
Theorem obl_batched_matmul_row_strided {R : comRingType} {P b m n c : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_strided_shard P 2 c [:: b; m; (2 * c)%N] A FA ->
  rel_strided_shard P 1 c [:: b; (2 * c)%N; n] B FB ->
  rel_partial_sum P 1 [:: b; m; n] (op_batched_matmul (2 * P * c) A B) (fun r => op_batched_matmul (2 * c) (FA r) (FB r)).
Proof. exact: (@rule_batched_matmul_row_strided R P c 2 (2 * P * c) (2 * c) m n [:: b] A B FA FB erefl erefl). Qed.
