(* NEAR-MISS of rule rmsnorm_backward_w3_seq (must be REJECTED by coqc): differs from
   positive/rmsnorm_backward_w3_seq.v in exactly one line: dY's tokens laid out zigzag (misaligned with X's).
   tests/nearmiss/data/rmsnorm_backward_w3_seq_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss RulesLossCP.
Theorem obl_rmsnorm_backward_w3_seq {R : fieldType} {rsqrt : R -> R} {P B c w n : nat} {eps : R} {X W dY : seq nat -> R} {FX FW FdY : nat -> seq nat -> R} :
  w = (P * (2 * c))%N ->
  rel_contiguous_shard P 1 (2 * c)%N [:: B; (2 * c)%N; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_zigzag P 1 c [:: B; (2 * c)%N; n] dY FdY ->
  rel_partial_sum P 1 [:: n] (op_rmsnorm_backward_w3 rsqrt n B w eps X dY) (fun r => op_rmsnorm_backward_w3 rsqrt n B (2 * c)%N eps (FX r) (FdY r)).
Proof. exact: rule_rmsnorm_backward_w3_seq. Qed.
