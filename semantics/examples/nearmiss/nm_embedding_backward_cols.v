(* NEAR-MISS of rule embedding_backward_cols (must be REJECTED by coqc): differs from
   positive/embedding_backward_cols.v in exactly one line: dY's columns zigzag, the table's gradient claimed contiguous (wrong layout).
   tests/nearmiss/data/embedding_backward_cols_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding.
Theorem obl_embedding_backward_cols {R : comRingType} {P V c t : nat} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} :
  rel_zigzag P 1 c [:: t; (2 * c)%N] dY FdY ->
  rel_replicated P [:: t] ids Fids ->
  rel_contiguous_shard P 1 (2 * c)%N [:: V; (2 * c)%N] (op_embedding_backward_off 0 t ids dY) (fun r => op_embedding_backward_off 0 t (Fids r) (FdY r)).
Proof. exact: (@rule_embedding_backward_cols R P 0 t V (2 * c) (contig_map (2 * c)) dY FdY ids Fids). Qed.
