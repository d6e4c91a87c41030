(* NEAR-MISS (must be REJECTED by coqc): static EP combine where the expert
   outputs are replicated (every rank's first ce experts) instead of
   expert_partition on the expert dim: ranks r > 0 combine the wrong experts. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_combine {R : comRingType} {P ce t d : nat} {w y : seq nat -> R} {Fw Fy : nat -> seq nat -> R} :
  rel_expert_partition P 0 ce [:: ce; t; d] w Fw ->
  rel_replicated P [:: ce; t; d] y Fy ->
  rel_partial_sum P 1 [:: t; d] (op_reduce_sum 0 (P * ce) (op_mul w y))
    (fun r => op_reduce_sum 0 ce (op_mul (Fw r) (Fy r))).
Proof. exact: (@rule_moe_combine_static R P 0 ce [:: ce; t; d]). Qed.
