(* NEAR-MISS of rule arange_shard (must be REJECTED by coqc): differs from
   positive/arange_shard.v in exactly one line: each rank starts its positions at r instead of r * c (wrong offset).
   tests/nearmiss/data/arange_shard_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_arange_shard {R : comRingType} {P0 n0 : nat} :
  rel_contiguous_shard P0 0 n0 [:: n0] (op_arange_from 0) (fun r => op_arange_from r).
Proof. exact: (@rule_arange_shard P0 n0). Qed.
