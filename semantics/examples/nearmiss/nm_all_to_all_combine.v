(* NEAR-MISS of rule all_to_all_combine (must be REJECTED by coqc): differs from
   positive/all_to_all_combine.v in exactly one line: the experts are laid out zigzag, so the returned expert rows arrive out of order (wrong layout).
   tests/nearmiss/data/all_to_all_combine_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMoE RulesDispatch.
Theorem obl_all_to_all_combine {T : Type} {P ce Tk D : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} {e : nat} :
  rel_zigzag P 0 e [:: (2 * e)%N; (P * Tk)%N; D] X F ->
  rel_contiguous_shard P 1 Tk [:: (P * (2 * e))%N; Tk; D] X (fun s => op_all_to_all 1 Tk 0 (2 * e) F s).
Proof. exact: rule_all_to_all_combine. Qed.
