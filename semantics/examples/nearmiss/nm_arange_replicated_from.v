(* NEAR-MISS of rule arange_replicated_from (must be REJECTED by coqc): differs from
   positive/arange_replicated_from.v in exactly one line: rank r's positions start at s + r, not at the level's start s (wrong offset).
   tests/nearmiss/data/arange_replicated_from_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_arange_replicated_from {P N s : nat} :
  rel_replicated P [:: N] (op_arange_from s) (fun r => op_arange_from (s + r)).
Proof. exact: rule_arange_replicated_from. Qed.
