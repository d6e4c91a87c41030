(* POSITIVE instance of rule rmsnorm_backward_w3_batch (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_rmsnorm_backward_w3_batch.v differs in exactly one line:
   dY's batch is laid out zigzag, X's contiguous: samples misaligned (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_rmsnorm_backward_w3_batch {R : fieldType} {rsqrt : R -> R} {P c N n : nat} {eps : R} {X W dY : seq nat -> R} {FX FW FdY : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; N; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; N; n] dY FdY ->
  rel_partial_sum P 1 [:: n] (op_rmsnorm_backward_w3 rsqrt n (P * (2 * c)%N) N eps X dY) (fun r => op_rmsnorm_backward_w3 rsqrt n (2 * c)%N N eps (FX r) (FdY r)).
Proof. exact: rule_rmsnorm_backward_w3_batch. Qed.
