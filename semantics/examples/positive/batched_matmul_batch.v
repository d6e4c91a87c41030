(* POSITIVE instance of rule batched_matmul_batch (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_batched_matmul_batch.v differs in exactly one line:
   the batch dims of the two operands have different layouts (zigzag vs contiguous). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_batched_matmul_batch {R : comRingType} {P c t d f : nat} {x w : seq nat -> R} {Fx Fw : nat -> seq nat -> R} :
  rel_zigzag P 0 c [:: (2 * c)%N; t; d] x Fx ->
  rel_zigzag P 0 c [:: (2 * c)%N; d; f] w Fw ->
  rel_zigzag P 0 c [:: (2 * c)%N; t; f] (op_batched_matmul d x w) (fun r => op_batched_matmul d (Fx r) (Fw r)).
Proof. exact: rule_batched_matmul_batch. Qed.
