(* NEAR-MISS of fact resp_rmsnorm (rule_replicated_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/resp_rmsnorm.v in exactly one line: the input is a partial sum instead of replicated (missing all-reduce).
   tests/nearmiss/data/resp_rmsnorm_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReplicatedNorm.
Theorem obl_resp_rmsnorm {R : fieldType} {rsqrt : R -> R} {P b n : nat} {eps : R} {X W : seq nat -> R} {FX FW : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: b; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_replicated P [:: b; n] (op_rmsnorm rsqrt n eps W X) (fun r => op_rmsnorm rsqrt n eps (FW r) (FX r)).
Proof. exact: (@rule_replicated_op2 _ _ _ P (rcons (rcons [::] b) n) (rcons [::] n) [:: b; n] (fun Z0 Z1 => op_rmsnorm rsqrt n eps Z1 Z0) X W FX FW resp_rmsnorm). Qed.
