(* POSITIVE instance of rule silu_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_silu_replicated.v differs in exactly one line:
   the first input is a partial sum (missing all-reduce) instead of replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_silu_replicated {R : comRingType} {P b n : nat} {sigmoid : R -> R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_replicated P [:: b; n] x Fx ->
  rel_replicated P [:: b; n] (op_silu sigmoid x) (fun r => op_silu sigmoid (Fx r)).
Proof. exact: rule_silu_replicated. Qed.
