(* POSITIVE instance of rule softmax_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_softmax_reindex.v differs in exactly one line:
   the input rows are laid out zigzag but the output is claimed contiguous. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_softmax_reindex {R : fieldType} {P c n : nat} {exp : R -> R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] x Fx ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (op_softmax exp n x) (fun r => op_softmax exp n (Fx r)).
Proof. exact: (@rule_softmax_reindex R exp P 0 (contig_map (2 * c)%N) [:: (2 * c)%N] n x Fx erefl). Qed.
