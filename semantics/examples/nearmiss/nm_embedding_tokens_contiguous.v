(* NEAR-MISS of rule embedding_tokens_contiguous (must be REJECTED by coqc): differs from
   positive/embedding_tokens_contiguous.v in exactly one line: the embedding table is a partial sum instead of replicated (missing all-reduce).
   tests/nearmiss/data/embedding_tokens_contiguous_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesBackward RulesMissing Mesh RulesVocab.
Theorem obl_embedding_tokens_contiguous {R : comRingType} {P c V off D b : nat} {E : seq nat -> R} {FE : nat -> seq nat -> R} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} :
  rel_partial_sum P 1%R [:: V; D] E FE ->
  rel_contiguous_shard P 1 c [:: b; c] ids Fids ->
  rel_contiguous_shard P 1 c [:: b; c; D] (op_embedding_off V off E ids) (fun r => op_embedding_off V off (FE r) (Fids r)).
Proof. exact: (@rule_embedding_tokens_contiguous R P 1 c V off D [:: b; c] E FE ids Fids isT). Qed.
