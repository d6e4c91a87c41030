(* NEAR-MISS of rule gather_zz (must be REJECTED by coqc): differs from
   positive/gather_zz.v in exactly one line: the gathered tensor's tokens laid out contiguously (misaligned with the zigzag indices').
   tests/nearmiss/data/gather_zz_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesMissing RulesCrossZigzag.
Theorem obl_gather_zz {R : comRingType} {P c cq w E K : nat} {X : seq nat -> R} {FX : nat -> seq nat -> R} {idx : seq nat -> nat} {Fidx : nat -> seq nat -> nat} :
  cq = (2 * c)%N -> w = (2 * P * c)%N ->
  idx_lt [:: w; K] E idx ->
  rel_contiguous_shard P 0 cq [:: cq; E] X FX ->
  rel_zigzag P 0 c [:: cq; K] idx Fidx ->
  rel_zigzag P 0 c [:: cq; K] (op_gather 1 idx X) (fun r => op_gather 1 (Fidx r) (FX r)).
Proof. exact: (@rule_gather_zz R P 1 0 c cq w E [:: cq; K] X FX idx Fidx isT isT isT erefl). Qed.
