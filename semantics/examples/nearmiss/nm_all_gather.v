(* NEAR-MISS of rule all_gather (must be REJECTED by coqc): differs from
   positive/all_gather.v in exactly one line: the gathered shards are in the zigzag layout, so the plain all-gather is in the wrong order.
   tests/nearmiss/data/all_gather_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_all_gather {R : comRingType} {P c n : nat} {x : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_zigzag P 0 c [:: (2 * c)%N; n] x F ->
  rel_replicated P [:: (P * (2 * c)%N)%N; n] x (fun _ => op_all_gather 0 (2 * c)%N F).
Proof. exact: (@rule_all_gather R P 0 (2 * c)%N [:: (P * (2 * c)%N)%N; n] x F erefl erefl). Qed.
