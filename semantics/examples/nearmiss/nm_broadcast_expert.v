(* NEAR-MISS of rule broadcast_expert (must be REJECTED by coqc): differs from
   positive/broadcast_expert.v in exactly one line: the broadcast tokens are a partial sum instead of replicated.
   tests/nearmiss/data/broadcast_expert_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_broadcast_expert {R : comRingType} {P ce t d : nat} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: t; d] x Fx ->
  rel_expert_partition P 0 ce [:: ce; t; d] (op_broadcast 0 x) (fun r => op_broadcast 0 (Fx r)).
Proof. exact: rule_broadcast_expert_op. Qed.
