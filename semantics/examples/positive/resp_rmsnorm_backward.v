(* POSITIVE instance of fact resp_rmsnorm_backward (rule_replicated_op*, the generic rule at the fact) (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_resp_rmsnorm_backward.v differs in exactly one line:
   the upstream gradient is a partial sum instead of replicated (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReplicatedNorm.
Theorem obl_resp_rmsnorm_backward {R : fieldType} {rsqrt : R -> R} {P b n : nat} {eps : R} {X W : seq nat -> R} {FX FW : nat -> seq nat -> R} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} :
  rel_replicated P [:: b; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_replicated P [:: b; n] dY FdY ->
  rel_replicated P [:: b; n] (op_rmsnorm_backward rsqrt n eps W X dY)
    (fun r => op_rmsnorm_backward rsqrt n eps (FW r) (FX r) (FdY r)).
Proof. exact: (@rule_replicated_op3 _ _ _ _ P (rcons (rcons [::] b) n) (rcons [::] n) (rcons (rcons [::] b) n) [:: b; n] (fun Z0 Z1 Z2 => op_rmsnorm_backward rsqrt n eps Z1 Z0 Z2) X W dY FX FW FdY resp_rmsnorm_backward). Qed.
