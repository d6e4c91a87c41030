(* POSITIVE instance of rule embedding_backward_tokens2_s (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_embedding_backward_tokens2_s.v differs in exactly one line:
   the table gradient is claimed with partial-sum scale 2 (wrong scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesBackward.
From TV Require Import RulesVocab.
Theorem obl_embedding_backward_tokens2_s {R : comRingType} {P c w B V D off : nat} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} (ew : w = (P * c)%N) :
  rel_contiguous_shard P 1 c [:: B; c; D] dY FdY ->
  rel_contiguous_shard P 1 c [:: B; c] ids Fids ->
  rel_partial_sum P 1 [:: V; D] (op_embedding_backward_off2 off B w ids dY)
    (fun r => op_embedding_backward_off2 off B c (Fids r) (FdY r)).
Proof. exact: (@rule_embedding_backward_tokens2_s R P c w B V D off ids Fids dY FdY ew). Qed.
