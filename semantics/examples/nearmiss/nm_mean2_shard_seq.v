(* NEAR-MISS of rule mean2_shard_seq (must be REJECTED by coqc): differs from
   positive/mean2_shard_seq.v in exactly one line: the local means are claimed partial sums with scale 1, not 1/P (missing scale).
   tests/nearmiss/data/mean2_shard_seq_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesLossCP.
Theorem obl_mean2_shard_seq {R : fieldType} {P n0 c w : nat} {X : seq nat -> R} {FX : nat -> seq nat -> R} :
  w = (P * c)%N ->
  rel_contiguous_shard P 1 c [:: n0; c] X FX ->
  rel_partial_sum P 1%R [::] (op_reduce_mean 0 n0 (op_reduce_mean 1 w X)) (fun r => op_reduce_mean 0 n0 (op_reduce_mean 1 c (FX r))).
Proof. exact: (@rule_mean2_shard_seq R P n0 c w X FX). Qed.
