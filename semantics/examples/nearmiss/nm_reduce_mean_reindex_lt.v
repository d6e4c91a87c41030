(* NEAR-MISS of rule reduce_mean_reindex_lt (must be REJECTED by coqc): differs from
   positive/reduce_mean_reindex_lt.v in exactly one line: the input is laid out contiguously on dim 0, not zigzag (wrong layout).
   tests/nearmiss/data/reduce_mean_reindex_lt_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_reduce_mean_reindex_lt {R : fieldType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_contiguous_shard P0 0 (2 * n0) [:: 2 * n0; n1] A0 F0 ->
  rel_zigzag P0 0 n0 [:: 2 * n0] (op_reduce_mean 1 n1 A0) (fun r => op_reduce_mean 1 n1 (F0 r)).
Proof. exact: (@rule_reduce_mean_reindex_lt R P0 0 1 (zz_glob P0 n0) n1 [:: 2 * n0; n1] A0 F0 isT isT erefl). Qed.
