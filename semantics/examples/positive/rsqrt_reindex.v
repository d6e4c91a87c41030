(* POSITIVE instance of rule rsqrt_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_rsqrt_reindex.v differs in exactly one line:
   the input is laid out zigzag but the output is claimed contiguous. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_rsqrt_reindex {R : comRingType} {P c n : nat} {rsqrt : R -> R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] x Fx ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (op_rsqrt rsqrt x) (fun r => op_rsqrt rsqrt (Fx r)).
Proof. exact: (@rule_rsqrt_reindex R rsqrt P 0 (contig_map (2 * c)%N) [:: (2 * c)%N; n]). Qed.
