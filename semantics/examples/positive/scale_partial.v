(* POSITIVE instance of rule scale_partial (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_scale_partial.v differs in exactly one line:
   the scaled value's partial-sum relation drops the factor k (missing scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_scale_partial {R : comRingType} {P b n : nat} {k : R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: b; n] x Fx ->
  rel_partial_sum P (k * 1) [:: b; n] (op_scale k x) Fx.
Proof. exact: rule_scale_partial. Qed.
