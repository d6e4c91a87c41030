(* NEAR-MISS of rule sub_reindex (must be REJECTED by coqc): differs from
   positive/sub_reindex.v in exactly one line: the second operand is laid out zigzag, the first contiguously (operands misaligned).
   tests/nearmiss/data/sub_reindex_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_sub_reindex {R : comRingType} {P c n : nat} {x y : seq nat -> R} {Fx Fy : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] x Fx ->
  rel_zigzag P 0 c [:: (2 * c)%N; n] y Fy ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (op_sub x y) (fun r => op_sub (Fx r) (Fy r)).
Proof. exact: (@rule_sub_reindex R P 0 (contig_map (2 * c)%N) [:: (2 * c)%N; n]). Qed.
