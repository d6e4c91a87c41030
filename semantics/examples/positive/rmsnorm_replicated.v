(* POSITIVE instance of rule rmsnorm_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_rmsnorm_replicated.v differs in exactly one line:
   the input is a partial sum instead of replicated (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReplicatedNorm.
Theorem obl_rmsnorm_replicated {R : fieldType} {rsqrt : R -> R} {P b n : nat} {eps : R} {X W : seq nat -> R} {FX FW : nat -> seq nat -> R} :
  rel_replicated P [:: b; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_replicated P [:: b; n] (op_rmsnorm rsqrt n eps W X) (fun r => op_rmsnorm rsqrt n eps (FW r) (FX r)).
Proof. exact: (@rule_rmsnorm_replicated R rsqrt P [:: b] n eps X FX W FW). Qed.
