(* NEAR-MISS of rule silu_replicated (must be REJECTED by coqc): differs from
   positive/silu_replicated.v in exactly one line: the first input is a partial sum (missing all-reduce) instead of replicated.
   tests/nearmiss/data/silu_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_silu_replicated {R : comRingType} {P b n : nat} {sigmoid : R -> R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: b; n] x Fx ->
  rel_replicated P [:: b; n] (op_silu sigmoid x) (fun r => op_silu sigmoid (Fx r)).
Proof. exact: rule_silu_replicated. Qed.
