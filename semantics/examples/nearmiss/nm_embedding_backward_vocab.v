(* NEAR-MISS of rule embedding_backward_vocab (must be REJECTED by coqc): differs from
   positive/embedding_backward_vocab.v in exactly one line: rank r scatters with vocab offset r, not r * vl (wrong offset).
   tests/nearmiss/data/embedding_backward_vocab_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesBackward.
Theorem obl_embedding_backward_vocab {R : comRingType} {P vl N D : nat} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} :
  rel_replicated P [:: N] ids Fids ->
  rel_replicated P [:: N; D] dY FdY ->
  rel_contiguous_shard P 0 vl [:: vl; D] (op_embedding_backward_off 0 N ids dY)
    (fun r => op_embedding_backward_off r N (Fids r) (FdY r)).
Proof. exact: rule_embedding_backward_vocab. Qed.
