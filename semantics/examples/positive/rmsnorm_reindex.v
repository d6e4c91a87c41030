(* POSITIVE instance of rule rmsnorm_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_rmsnorm_reindex.v differs in exactly one line:
   the input rows are laid out zigzag but the output is claimed contiguous. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_rmsnorm_reindex {R : fieldType} {P c n : nat} {rsqrt : R -> R} {eps : R} {w : seq nat -> R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] x Fx ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (op_rmsnorm rsqrt n eps w x) (fun r => op_rmsnorm rsqrt n eps w (Fx r)).
Proof. exact: (@rule_rmsnorm_reindex R rsqrt P 0 (contig_map (2 * c)%N) [:: (2 * c)%N] n eps w x Fx erefl). Qed.
