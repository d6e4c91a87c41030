(* NEAR-MISS (must be REJECTED by coqc): pipeline recv from stage 1 while
   the related value is the one stage 0 sent (wrong peer). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_recv {R : comRingType} {P c n : nat} {x : seq nat -> R} {F : nat -> nat -> seq nat -> R} :
  rel_contiguous_shard P 1 c [:: n; c] x (F 0) ->
  rel_contiguous_shard P 1 c [:: n; c] x (fun r => op_recv 1 (fun j => op_send (F j r))).
Proof. exact: rule_recv_reindex. Qed.
