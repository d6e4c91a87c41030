(* NEAR-MISS of rule causal_mask_reindex (must be REJECTED by coqc): differs from
   positive/causal_mask_reindex.v in exactly one line: query positions laid out contiguously but the mask claimed in the zigzag layout.
   tests/nearmiss/data/causal_mask_reindex_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_causal_mask_reindex {P c nk : nat} {qpos kpos : seq nat -> nat} {Fq Fk : nat -> seq nat -> nat} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N] qpos Fq ->
  rel_replicated P [:: nk] kpos Fk ->
  rel_zigzag P 0 c [:: (2 * c)%N; nk] (op_causal_mask qpos kpos) (fun r => op_causal_mask (Fq r) (Fk r)).
Proof. exact: rule_causal_mask_reindex. Qed.
