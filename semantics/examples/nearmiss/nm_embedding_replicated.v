(* NEAR-MISS of rule embedding_replicated (must be REJECTED by coqc): differs from
   positive/embedding_replicated.v in exactly one line: table and token ids replicated (an FSDP x TP dp level with the same batch); the table a partial sum (missing all-reduce).
   tests/nearmiss/data/embedding_replicated_nearmiss.textproto is its plan-side near-miss (the same change);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesEmbedding RulesFsdp.
Theorem obl_embedding_replicated {R : comRingType} {P V off D b n : nat} {E : seq nat -> R} {FE : nat -> seq nat -> R} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} :
  rel_partial_sum P 1 [:: V; D] E FE ->
  rel_replicated P [:: b; n] ids Fids ->
  rel_replicated P [:: b; n; D] (op_embedding_off V off E ids) (fun r => op_embedding_off V off (FE r) (Fids r)).
Proof. exact: (@rule_embedding_replicated R P V off D [:: b; n] E FE ids Fids). Qed.
