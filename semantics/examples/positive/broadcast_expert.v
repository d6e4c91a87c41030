(* POSITIVE instance of rule broadcast_expert (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_broadcast_expert.v differs in exactly one line:
   the broadcast tokens are a partial sum instead of replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_broadcast_expert {R : comRingType} {P ce t d : nat} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_replicated P [:: t; d] x Fx ->
  rel_expert_partition P 0 ce [:: ce; t; d] (op_broadcast 0 x) (fun r => op_broadcast 0 (Fx r)).
Proof. exact: rule_broadcast_expert_op. Qed.
