(* NEAR-MISS of rule div_reindex (must be REJECTED by coqc): differs from
   positive/div_reindex.v in exactly one line: the divisor is laid out by another map gk than the dividend's g (wrong layout).
   tests/nearmiss/data/div_reindex_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_div_reindex {R : fieldType} {P : nat} {s : seq nat} {g gk : nat -> nat -> nat} {X Y : seq nat -> R} {FX FY : nat -> seq nat -> R} :
  rel_reindex P 0 g s X FX ->
  rel_reindex P 0 gk s Y FY ->
  rel_reindex P 0 g s (op_div X Y) (fun r => op_div (FX r) (FY r)).
Proof. exact: rule_div_reindex. Qed.
