(* NEAR-MISS of rule reduce_mean_shard (must be REJECTED by coqc): differs from
   positive/reduce_mean_shard.v in exactly one line: the local means are claimed partial sums with scale 1, not 1/P (missing scale).
   tests/nearmiss/data/reduce_mean_shard_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_reduce_mean_shard {R : fieldType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_contiguous_shard P0 1 n1 [:: n0; n1] A0 F0 ->
  rel_partial_sum P0 1 [:: n0] (op_reduce_mean 1 (P0 * n1) A0) (fun r => op_reduce_mean 1 n1 (F0 r)).
Proof. exact: (@rule_reduce_mean_shard R P0 1 n1 (P0 * n1) [:: n0; n1] A0 F0 isT erefl erefl). Qed.
