(* NEAR-MISS of rule scale_partial (must be REJECTED by coqc): differs from
   positive/scale_partial.v in exactly one line: the scaled value's partial-sum relation drops the factor k (missing scale).
   tests/nearmiss/data/scale_partial_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_scale_partial {R : comRingType} {P b n : nat} {k : R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: b; n] x Fx ->
  rel_partial_sum P 1 [:: b; n] (op_scale k x) Fx.
Proof. exact: rule_scale_partial. Qed.
