(* The loss under context parallelism on a multi-axis mesh: the mean over
   the token grid [B; N] of per-token losses laid out on the sequence dim
   1 (cp of (dp, cp, tp)) is a partial sum with scale 1 / P, as
   RulesReplicatedLoss.v's rule_mean2_shard for the batch dim 0.  The SM
   sequence length w is an argument with w = P * c (the planner writes
   cp * tp * Ns, the level's chunk is tp * Ns), proved by ring. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesLayout RulesMissing.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section LossCP.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma rule_mean2_shard_seq P n0 c w (X : tensor) FX : w = (P * c)%N ->
  rel_contiguous_shard P 1 c [:: n0; c] X FX ->
  rel_partial_sum P (1%:R / P%:R) [::] (op_reduce_mean 0 n0 (op_reduce_mean 1 w X))
    (fun r => op_reduce_mean 0 n0 (op_reduce_mean 1 c (FX r))).
Proof.
move=> -> H; apply: (@rule_reduce_mean_partial _ P _ 0 n0 [:: n0]) => //.
exact: (@rule_reduce_mean_shard _ P 1 c [:: n0; c]).
Qed.
End LossCP.
