(* POSITIVE instance of rule gather_contiguous (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_gather_contiguous.v differs in exactly one line:
   the gathered tensor's tokens laid out by another map gk (misaligned with the indices'). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesDispatchRouter.
Theorem obl_gather_contiguous {R : comRingType} {P c w E K : nat} {gk : nat -> nat -> nat} {X : seq nat -> R} {FX : nat -> seq nat -> R} {idx : seq nat -> nat} {Fidx : nat -> seq nat -> nat} :
  w = (P * c)%N ->
  idx_lt [:: w; K] E idx ->
  rel_contiguous_shard P 0 c [:: c; E] X FX ->
  rel_contiguous_shard P 0 c [:: c; K] idx Fidx ->
  rel_contiguous_shard P 0 c [:: c; K] (op_gather 1 idx X) (fun r => op_gather 1 (Fidx r) (FX r)).
Proof. exact: (@rule_gather_contiguous R P 1 0 c w E [:: c; K]). Qed.
