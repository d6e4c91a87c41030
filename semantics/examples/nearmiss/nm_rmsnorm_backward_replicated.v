(* NEAR-MISS of rule rmsnorm_backward_replicated (must be REJECTED by coqc): differs from
   positive/rmsnorm_backward_replicated.v in exactly one line: the upstream gradient is a partial sum instead of replicated (missing all-reduce).
   tests/nearmiss/data/rmsnorm_backward_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReplicatedNorm.
Theorem obl_rmsnorm_backward_replicated {R : fieldType} {rsqrt : R -> R} {P b n : nat} {eps : R} {X W : seq nat -> R} {FX FW : nat -> seq nat -> R} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} :
  rel_replicated P [:: b; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_partial_sum P 1 [:: b; n] dY FdY ->
  rel_replicated P [:: b; n] (op_rmsnorm_backward rsqrt n eps W X dY)
    (fun r => op_rmsnorm_backward rsqrt n eps (FW r) (FX r) (FdY r)).
Proof. exact: (@rule_rmsnorm_backward_replicated R rsqrt P [:: b] n eps X FX W FW dY FdY). Qed.
