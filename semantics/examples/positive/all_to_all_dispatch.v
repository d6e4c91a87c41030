(* POSITIVE instance of rule all_to_all_dispatch (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_all_to_all_dispatch.v differs in exactly one line:
   the tokens are laid out zigzag, so the exchanged tokens arrive out of order (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMoE RulesDispatch.
Theorem obl_all_to_all_dispatch {T : Type} {P ce Tk D : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} {t : nat} :
  rel_contiguous_shard P 1 (2 * t)%N [:: (P * ce)%N; (2 * t)%N; D] X F ->
  rel_expert_partition P 0 ce [:: ce; (P * (2 * t))%N; D] X (fun q => op_all_to_all 0 ce 1 (2 * t) F q).
Proof. exact: rule_all_to_all_dispatch. Qed.
