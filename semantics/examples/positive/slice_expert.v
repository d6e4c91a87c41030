(* POSITIVE instance of rule slice_expert (must be ACCEPTED by coqc).
   Its near-miss nearmiss/obl_ep_slice_wrong_offset.v differs in exactly one line:
   slice offset r instead of r * ce. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_slice {R : comRingType} {P ce t e : nat} {w : seq nat -> R} {Fw : nat -> seq nat -> R} :
  rel_replicated P [:: t; (P * ce)%N] w Fw ->
  rel_expert_partition P 1 ce [:: t; ce] w (fun r => op_slice 1 (r * ce) (Fw r)).
Proof. exact: (@rule_slice_expert_op R P 1 ce [:: t; (P * ce)%N]). Qed.
