(* NEAR-MISS of rule silu_grad_reindex (must be REJECTED by coqc): differs from
   positive/silu_grad_reindex.v in exactly one line: the second operand is laid out zigzag, the first contiguously (operands misaligned).
   tests/nearmiss/data/silu_grad_reindex_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_silu_grad_reindex {R : comRingType} {P c n : nat} {sigmoid : R -> R} {x y : seq nat -> R} {Fx Fy : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] x Fx ->
  rel_zigzag P 0 c [:: (2 * c)%N; n] y Fy ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (op_silu_grad sigmoid y x) (fun r => op_silu_grad sigmoid (Fy r) (Fx r)).
Proof. exact: (@rule_silu_grad_reindex R sigmoid P 0 (contig_map (2 * c)%N) [:: (2 * c)%N; n]). Qed.
