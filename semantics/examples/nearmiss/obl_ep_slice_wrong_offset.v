(* NEAR-MISS (must be REJECTED by coqc): static EP, the rank slices its
   experts' combine weights at offset r instead of r * ce. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_slice {R : comRingType} {P ce t e : nat} {w : seq nat -> R} {Fw : nat -> seq nat -> R} :
  rel_replicated P [:: t; (P * ce)%N] w Fw ->
  rel_expert_partition P 1 ce [:: t; ce] w (fun r => op_slice 1 r (Fw r)).
Proof. exact: (@rule_slice_expert_op R P 1 ce [:: t; (P * ce)%N]). Qed.
