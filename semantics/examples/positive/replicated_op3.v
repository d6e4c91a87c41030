(* POSITIVE instance of rule replicated_op3 (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_replicated_op3.v differs in exactly one line:
   the generic rule instantiated with rmsnorm_backward (resp_rmsnorm_backward): the upstream gradient is a partial sum instead of replicated (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReplicatedNorm.
Theorem obl_replicated_op3 {R : fieldType} {rsqrt : R -> R} {P b n : nat} {eps : R} {X W : seq nat -> R} {FX FW : nat -> seq nat -> R} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} :
  rel_replicated P [:: b; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_replicated P [:: b; n] dY FdY ->
  rel_replicated P [:: b; n] (op_rmsnorm_backward rsqrt n eps W X dY)
    (fun r => op_rmsnorm_backward rsqrt n eps (FW r) (FX r) (FdY r)).
Proof. exact: (rule_replicated_op3 (@resp_rmsnorm_backward R rsqrt [:: b] n eps)). Qed.
