(* NEAR-MISS of rule embedding_cols (must be REJECTED by coqc): differs from
   positive/embedding_cols.v in exactly one line: the table's columns zigzag, the lookup claimed contiguous (wrong layout).
   tests/nearmiss/data/embedding_cols_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding.
Theorem obl_embedding_cols {R : comRingType} {P V c t : nat} {E : seq nat -> R} {FE : nat -> seq nat -> R} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} :
  rel_zigzag P 1 c [:: V; (2 * c)%N] E FE ->
  rel_replicated P [:: t] ids Fids ->
  rel_contiguous_shard P 1 (2 * c)%N [:: t; (2 * c)%N] (op_embedding_off V 0 E ids) (fun r => op_embedding_off V 0 (FE r) (Fids r)).
Proof. exact: (@rule_embedding_cols R P V 0 (2 * c) (contig_map (2 * c)) [:: t] E FE ids Fids). Qed.
