(* POSITIVE instance of rule all_to_all_dispatch (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_all_to_all_dispatch.v differs in exactly one line:
   the all_to_all splits the token dim and concatenates the expert dim (the combine's dims: wrong direction). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMoE RulesDispatch.
Theorem obl_all_to_all_dispatch {T : Type} {P ce Tk D : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_contiguous_shard P 1 Tk [:: (P * ce)%N; Tk; D] X F ->
  rel_expert_partition P 0 ce [:: ce; (P * Tk)%N; D] X (fun q => op_all_to_all 0 ce 1 Tk F q).
Proof. exact: rule_all_to_all_dispatch. Qed.
