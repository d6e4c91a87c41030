(* POSITIVE instance of rule tanh_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_tanh_reindex.v differs in exactly one line:
   the input is laid out zigzag but the output is claimed contiguous. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_tanh_reindex {R : comRingType} {P c n : nat} {tanh : R -> R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] x Fx ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (op_tanh tanh x) (fun r => op_tanh tanh (Fx r)).
Proof. exact: (@rule_tanh_reindex R tanh P 0 (contig_map (2 * c)%N) [:: (2 * c)%N; n]). Qed.
