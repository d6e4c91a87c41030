(* NEAR-MISS of rule softmax_reindex (must be REJECTED by coqc): differs from
   positive/softmax_reindex.v in exactly one line: the input rows are laid out zigzag but the output is claimed contiguous.
   tests/nearmiss/data/softmax_reindex_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_softmax_reindex {R : fieldType} {P c n : nat} {exp : R -> R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_zigzag P 0 c [:: (2 * c)%N; n] x Fx ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (op_softmax exp n x) (fun r => op_softmax exp n (Fx r)).
Proof. exact: (@rule_softmax_reindex R exp P 0 (contig_map (2 * c)%N) [:: (2 * c)%N] n x Fx erefl). Qed.
