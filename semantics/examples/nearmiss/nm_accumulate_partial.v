(* NEAR-MISS of rule accumulate_partial (must be REJECTED by coqc): differs from
   positive/accumulate_partial.v in exactly one line: the accumulation chain runs over M - 1 microbatches,
   dropping the last one. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesPipeline.
Theorem obl_acc {R : comRingType} {M n m : nat} {k : R} {x : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum M k [:: n; m] x F ->
  rel_equal [:: n; m] x (op_scale k (accum_add M.-1 F)).
Proof. exact: rule_accumulate_partial. Qed.
