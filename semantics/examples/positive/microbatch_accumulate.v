(* POSITIVE instance of rule microbatch_accumulate (must be ACCEPTED by coqc).
   Its near-miss nearmiss/obl_microbatch_missing_scale.v differs in exactly one line:
   accumulation without the global-count scale k. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_acc {R : comRingType} {M cm n : nat} {k : R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_contiguous_shard M 0 cm [:: cm; n] x Fx ->
  rel_equal [:: n] (op_scale k (op_reduce_sum 0 (M * cm) x))
    (op_scale k (accum_add M (fun m => op_reduce_sum 0 cm (Fx m)))).
Proof. exact: (@rule_microbatch_accumulate R M 0 cm k [:: cm; n]). Qed.
