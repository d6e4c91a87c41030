(* POSITIVE instance of rule all_to_all_combine (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_all_to_all_combine.v differs in exactly one line:
   the all_to_all splits the expert dim and concatenates the token dim (the dispatch's dims: wrong direction). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMoE RulesDispatch.
Theorem obl_all_to_all_combine {T : Type} {P ce Tk D : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_expert_partition P 0 ce [:: ce; (P * Tk)%N; D] X F ->
  rel_contiguous_shard P 1 Tk [:: (P * ce)%N; Tk; D] X (fun s => op_all_to_all 1 Tk 0 ce F s).
Proof. exact: rule_all_to_all_combine. Qed.
