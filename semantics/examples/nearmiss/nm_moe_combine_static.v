(* NEAR-MISS of rule moe_combine_static (must be REJECTED by coqc): differs from
   positive/moe_combine_static.v in exactly one line: the expert outputs are laid out zigzag over the expert dim: a rank weights other experts' outputs (wrong group).
   tests/nearmiss/data/moe_combine_static_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_moe_combine_static {R : comRingType} {P c t d : nat} {w y : seq nat -> R} {Fw Fy : nat -> seq nat -> R} :
  rel_expert_partition P 0 (2 * c)%N [:: (2 * c)%N; t; d] w Fw ->
  rel_zigzag P 0 c [:: (2 * c)%N; t; d] y Fy ->
  rel_partial_sum P 1 [:: t; d] (op_reduce_sum 0 (P * (2 * c)%N) (op_mul w y)) (fun r => op_reduce_sum 0 (2 * c)%N (op_mul (Fw r) (Fy r))).
Proof. exact: (@rule_moe_combine_static R P 0 (2 * c)%N [:: (2 * c)%N; t; d] w y Fw Fy erefl erefl). Qed.
