(* POSITIVE instance of rule mul_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_mul_replicated.v differs in exactly one line:
   the first input is a partial sum (missing all-reduce) instead of replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_mul_replicated {R : comRingType} {P b n : nat} {x y : seq nat -> R} {Fx Fy : nat -> seq nat -> R} :
  rel_replicated P [:: b; n] x Fx ->
  rel_replicated P [:: b; n] y Fy ->
  rel_replicated P [:: b; n] (op_mul x y) (fun r => op_mul (Fx r) (Fy r)).
Proof. exact: rule_mul_replicated. Qed.
