(* POSITIVE instance of rule embedding_replicated (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_embedding_replicated.v differs in exactly one line:
   table and token ids replicated (an FSDP x TP dp level with the same batch); the table a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesEmbedding RulesFsdp.
Theorem obl_embedding_replicated {R : comRingType} {P V off D b n : nat} {E : seq nat -> R} {FE : nat -> seq nat -> R} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} :
  rel_replicated P [:: V; D] E FE ->
  rel_replicated P [:: b; n] ids Fids ->
  rel_replicated P [:: b; n; D] (op_embedding_off V off E ids) (fun r => op_embedding_off V off (FE r) (Fids r)).
Proof. exact: (@rule_embedding_replicated R P V off D [:: b; n] E FE ids Fids). Qed.
