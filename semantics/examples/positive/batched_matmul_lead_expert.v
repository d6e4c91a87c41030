(* POSITIVE instance of rule batched_matmul_lead_expert (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_batched_matmul_lead_expert.v differs in exactly one line:
   the expert weights laid out zigzag over the experts (wrong experts). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesExperts4.
Theorem obl_batched_matmul_lead_expert {R : comRingType} {P a t c m k n : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; t; m; k] A FA ->
  rel_expert_partition P 0 (2 * c)%N [:: (2 * c)%N; t; k; n] B FB ->
  rel_expert_partition P 0 (2 * c)%N [:: (2 * c)%N; t; m; n] (op_batched_matmul k A B) (fun r => op_batched_matmul k (FA r) (FB r)).
Proof. exact: (@rule_batched_matmul_lead_expert R P 0 (2 * c)%N [:: (2 * c)%N; t] m k n A B FA FB isT). Qed.
