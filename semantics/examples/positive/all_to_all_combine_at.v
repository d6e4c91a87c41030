(* POSITIVE instance of rule all_to_all_combine_at (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_all_to_all_combine_at.v differs in exactly one line:
   the experts (dim 0) laid out zigzag (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesDispatch4.
Theorem obl_all_to_all_combine_at {T : Type} {P ce b t D : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_expert_partition P 0 (2 * ce)%N [:: (2 * ce)%N; b; (P * t)%N; D] X F ->
  rel_contiguous_shard P 2 t [:: (P * (2 * ce))%N; b; t; D] X (fun r => op_all_to_all 2 t 0 (2 * ce) F r).
Proof. exact: (@rule_all_to_all_combine_at T P (2 * ce) t 2 [:: (P * (2 * ce))%N; b; t; D] X F). Qed.
