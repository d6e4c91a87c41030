(* POSITIVE instance of rule matmul_col (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_matmul_col.v differs in exactly one line:
   A is a partial sum (the all-reduce before the column-parallel matmul is missing) instead of replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_matmul_col {R : comRingType} {P b d fc : nat} {x w1 : seq nat -> R} {Fx Fw1 : nat -> seq nat -> R} :
  rel_replicated P [:: b; d] x Fx ->
  rel_contiguous_shard P 1 fc [:: d; fc] w1 Fw1 ->
  rel_contiguous_shard P 1 fc [:: b; fc] (op_matmul d x w1) (fun r => op_matmul d (Fx r) (Fw1 r)).
Proof. exact: (@rule_matmul_col R P fc d [:: b]). Qed.
