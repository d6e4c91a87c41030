(* NEAR-MISS (must be REJECTED by coqc): vocab-parallel embedding with offset
   r (the coordinate) instead of r * vl (coordinate * V_local).  False for
   vl > 1: rank 1 would own rows [1, 1 + vl). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_emb {R : comRingType} {P vl d b n : nat} {E : seq nat -> R} {FE : nat -> seq nat -> R}
  {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} :
  rel_contiguous_shard P 0 vl [:: vl; d] E FE ->
  rel_replicated P [:: b; n] ids Fids ->
  rel_partial_sum P 1 [:: b; n; d] (op_embedding_off (P * vl) 0 E ids)
    (fun r => op_embedding_off vl r (FE r) (Fids r)).
Proof. exact: (@rule_embedding_vocab R P vl (P * vl) (fun r => r * vl) d [:: b; n] _ _ _ _ erefl (fun _ => erefl)). Qed.
