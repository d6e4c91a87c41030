(* NEAR-MISS of rule embedding_backward_vocab2 (must be REJECTED by coqc): differs from
   positive/embedding_backward_vocab2.v in exactly one line: rank r scatters with vocab offset r, not r * vl (wrong offset).
   tests/nearmiss/data/embedding_backward_vocab2_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesBackward RulesMissing Mesh RulesVocab.
Theorem obl_embedding_backward_vocab2 {R : comRingType} {P vl B N D : nat} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} :
  rel_replicated P [:: B; N; D] dY FdY ->
  rel_replicated P [:: B; N] ids Fids ->
  rel_contiguous_shard P 0 vl [:: vl; D] (op_embedding_backward_off2 0 B N ids dY)
    (fun r => op_embedding_backward_off2 r B N (Fids r) (FdY r)).
Proof. exact: (@rule_embedding_backward_vocab2 R P vl (fun r => r * vl) B N D ids Fids dY FdY (fun _ => erefl)). Qed.
