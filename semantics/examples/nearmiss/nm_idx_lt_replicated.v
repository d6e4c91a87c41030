(* NEAR-MISS of rule idx_lt_replicated (must be REJECTED by coqc): differs from
   positive/idx_lt_replicated.v in exactly one line: the SM indices are only known < n + 1 (the premise from another range).
   tests/nearmiss/data/idx_lt_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_idx_lt_replicated {P n : nat} {s : seq nat} {X : seq nat -> nat} {Y : nat -> seq nat -> nat} :
  idx_lt s n.+1 X ->
  rel_replicated P s X Y ->
  forall i, i < P -> idx_lt s n (Y i).
Proof. exact: idx_lt_replicated. Qed.
