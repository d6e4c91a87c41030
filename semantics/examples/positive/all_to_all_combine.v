(* POSITIVE instance of rule all_to_all_combine (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_all_to_all_combine.v differs in exactly one line:
   the experts are laid out zigzag, so the returned expert rows arrive out of order (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMoE RulesDispatch.
Theorem obl_all_to_all_combine {T : Type} {P ce Tk D : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} {e : nat} :
  rel_expert_partition P 0 (2 * e)%N [:: (2 * e)%N; (P * Tk)%N; D] X F ->
  rel_contiguous_shard P 1 Tk [:: (P * (2 * e))%N; Tk; D] X (fun s => op_all_to_all 1 Tk 0 (2 * e) F s).
Proof. exact: rule_all_to_all_combine. Qed.
