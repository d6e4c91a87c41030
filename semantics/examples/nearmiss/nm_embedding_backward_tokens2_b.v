(* NEAR-MISS of rule embedding_backward_tokens2_b (must be REJECTED by coqc): differs from
   positive/embedding_backward_tokens2_b.v in exactly one line: the table gradient is claimed with partial-sum scale 2 (wrong scale).
   tests/nearmiss/data/embedding_backward_tokens2_b_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesBackward RulesMissing Mesh RulesVocab.
Theorem obl_embedding_backward_tokens2_b {R : comRingType} {P c B N V D off : nat} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 c [:: c; N; D] dY FdY ->
  rel_contiguous_shard P 0 c [:: c; N] ids Fids ->
  rel_partial_sum P 2 [:: V; D] (op_embedding_backward_off2 off (P * c) N ids dY)
    (fun r => op_embedding_backward_off2 off c N (Fids r) (FdY r)).
Proof. exact: rule_embedding_backward_tokens2_b. Qed.
