(* NEAR-MISS of rule embedding_backward_partial2 (must be REJECTED by coqc): differs from
   positive/embedding_backward_partial2.v in exactly one line: the table's gradient is claimed a partial sum of scale 2 (wrong scale).
   tests/nearmiss/data/embedding_backward_partial2_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesTorch.
Theorem obl_embedding_backward_partial2 {R : comRingType} {P off B N V D : nat} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} :
  rel_partial_sum P 1%R [:: B; N; D] dY FdY ->
  rel_replicated P [:: B; N] ids Fids ->
  rel_partial_sum P (2%:R)%R [:: V; D] (op_embedding_backward_off2 off B N ids dY) (fun r => op_embedding_backward_off2 off B N (Fids r) (FdY r)).
Proof. exact: (@rule_embedding_backward_partial2 R P 1%R off B N V D dY FdY ids Fids). Qed.
