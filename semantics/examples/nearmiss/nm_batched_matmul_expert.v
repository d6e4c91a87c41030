(* NEAR-MISS of rule batched_matmul_expert (must be REJECTED by coqc): differs from
   positive/batched_matmul_expert.v in exactly one line: the expert weights are laid out zigzag over the expert dim: tokens meet another expert's weights.
   tests/nearmiss/data/batched_matmul_expert_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_batched_matmul_expert {R : comRingType} {P c t d f : nat} {x w : seq nat -> R} {Fx Fw : nat -> seq nat -> R} :
  rel_expert_partition P 0 (2 * c)%N [:: (2 * c)%N; t; d] x Fx ->
  rel_zigzag P 0 c [:: (2 * c)%N; d; f] w Fw ->
  rel_expert_partition P 0 (2 * c)%N [:: (2 * c)%N; t; f] (op_batched_matmul d x w) (fun r => op_batched_matmul d (Fx r) (Fw r)).
Proof. exact: rule_batched_matmul_expert. Qed.
