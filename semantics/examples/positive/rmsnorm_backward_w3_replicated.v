(* POSITIVE instance of rule rmsnorm_backward_w3_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_rmsnorm_backward_w3_replicated.v differs in exactly one line:
   dY is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
Theorem obl_rmsnorm_backward_w3_replicated {R : fieldType} {rsqrt : R -> R} {P B c N n : nat} {eps : R} {X W dY : seq nat -> R} {FX FW FdY : nat -> seq nat -> R} :
  rel_replicated P [:: B; N; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_replicated P [:: B; N; n] dY FdY ->
  rel_replicated P [:: n] (op_rmsnorm_backward_w3 rsqrt n B N eps X dY) (fun r => op_rmsnorm_backward_w3 rsqrt n B N eps (FX r) (FdY r)).
Proof. exact: rule_rmsnorm_backward_w3_replicated. Qed.
