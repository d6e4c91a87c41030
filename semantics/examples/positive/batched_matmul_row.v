(* POSITIVE instance of rule batched_matmul_row (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_batched_matmul_row.v differs in exactly one line:
   the partial sums are claimed with scale 2 (wrong scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesExperts4.
Theorem obl_batched_matmul_row {R : comRingType} {P a e c w m n : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  w = (P * c)%N ->
  rel_contiguous_shard P 3 c [:: a; e; m; c] A FA ->
  rel_contiguous_shard P 2 c [:: a; e; c; n] B FB ->
  rel_partial_sum P 1 [:: a; e; m; n] (op_batched_matmul w A B) (fun r => op_batched_matmul c (FA r) (FB r)).
Proof. exact: (@rule_batched_matmul_row R P c w [:: a; e] m n A B FA FB). Qed.
