(* NEAR-MISS of rule matmul_row_k (must be REJECTED by coqc): differs from
   positive/matmul_row_k.v in exactly one line: the partial sums are claimed with scale 2 (wrong scale).
   tests/nearmiss/data/matmul_row_k_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import Mesh MeshOuter.
Theorem obl_matmul_row_k {R : comRingType} {P c n b : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_contiguous_shard P 1 c [:: b; c] A FA ->
  rel_contiguous_shard P 0 c [:: c; n] B FB ->
  rel_partial_sum P 2%R [:: b; n] (op_matmul (P * c) A B) (fun r => op_matmul c (FA r) (FB r)).
Proof. exact: (@rule_matmul_row_k R P c n [:: b] (P * c) erefl A B FA FB). Qed.
