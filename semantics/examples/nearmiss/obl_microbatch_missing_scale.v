(* NEAR-MISS (must be REJECTED by coqc): microbatch gradient accumulation
   without the global-count scale k (the SM gradient is k * sum). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_acc {R : comRingType} {M cm n : nat} {k : R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_contiguous_shard M 0 cm [:: cm; n] x Fx ->
  rel_equal [:: n] (op_scale k (op_reduce_sum 0 (M * cm) x))
    (accum_add M (fun m => op_reduce_sum 0 cm (Fx m))).
Proof. exact: (@rule_microbatch_accumulate R M 0 cm k [:: cm; n]). Qed.
