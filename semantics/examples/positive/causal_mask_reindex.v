(* POSITIVE instance of rule causal_mask_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_causal_mask_reindex.v differs in exactly one line:
   query positions laid out contiguously but the mask claimed in the zigzag layout. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_causal_mask_reindex {P c nk : nat} {qpos kpos : seq nat -> nat} {Fq Fk : nat -> seq nat -> nat} :
  rel_zigzag P 0 c [:: (2 * c)%N] qpos Fq ->
  rel_replicated P [:: nk] kpos Fk ->
  rel_zigzag P 0 c [:: (2 * c)%N; nk] (op_causal_mask qpos kpos) (fun r => op_causal_mask (Fq r) (Fk r)).
Proof. exact: rule_causal_mask_reindex. Qed.
