(* NEAR-MISS of rule div_replicated (must be REJECTED by coqc): differs from
   positive/div_replicated.v in exactly one line: the dividend is a partial sum (missing all-reduce).
   tests/nearmiss/data/div_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_div_replicated {R : fieldType} {P : nat} {s : seq nat} {g gk : nat -> nat -> nat} {X Y : seq nat -> R} {FX FY : nat -> seq nat -> R} :
  rel_partial_sum P 1 s X FX ->
  rel_replicated P s Y FY ->
  rel_replicated P s (op_div X Y) (fun r => op_div (FX r) (FY r)).
Proof. exact: rule_div_replicated. Qed.
