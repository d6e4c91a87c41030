(* NEAR-MISS of rule rmsnorm_backward_w3_zz (must be REJECTED by coqc): differs from
   positive/rmsnorm_backward_w3_zz.v in exactly one line: dY's tokens laid out contiguously (misaligned with X's zigzag tokens).
   tests/nearmiss/data/rmsnorm_backward_w3_zz_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesMissing RulesReplicatedLoss RulesCrossZigzag.
Theorem obl_rmsnorm_backward_w3_zz {R : fieldType} {rsqrt : R -> R} {P B c cq w n : nat} {eps : R} {X W dY : seq nat -> R} {FX FW FdY : nat -> seq nat -> R} :
  cq = (2 * c)%N -> w = (2 * P * c)%N ->
  rel_zigzag P 1 c [:: B; cq; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_contiguous_shard P 1 cq [:: B; cq; n] dY FdY ->
  rel_partial_sum P 1 [:: n] (op_rmsnorm_backward_w3 rsqrt n B w eps X dY) (fun r => op_rmsnorm_backward_w3 rsqrt n B cq eps (FX r) (FdY r)).
Proof. exact: (@rule_rmsnorm_backward_w3_zz R rsqrt P B c cq w n eps X FX W FW dY FdY). Qed.
