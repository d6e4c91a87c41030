(* NEAR-MISS of rule replace_value_replicated (must be REJECTED by coqc): differs from
   positive/replace_value_replicated.v in exactly one line: the PM replaces another value (old 1, not the SM's 0): a padding id survives, a real id 1 is dropped (wrong value).
   tests/nearmiss/data/replace_value_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq.
From TV Require Import Tensor Ops Collectives Relations RulesLayout.
Theorem obl_replace_value_replicated {P N V : nat} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} :
  rel_replicated P [:: N] ids Fids ->
  rel_replicated P [:: N] (op_replace_value 0 V ids) (fun r => op_replace_value 1 V (Fids r)).
Proof. exact: (@rule_replace_value_replicated 0 V P [:: N]). Qed.
