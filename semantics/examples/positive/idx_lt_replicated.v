(* POSITIVE instance of rule idx_lt_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_idx_lt_replicated.v differs in exactly one line:
   the SM indices are only known < n + 1 (the premise from another range). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_idx_lt_replicated {P n : nat} {s : seq nat} {X : seq nat -> nat} {Y : nat -> seq nat -> nat} :
  idx_lt s n X ->
  rel_replicated P s X Y ->
  forall i, i < P -> idx_lt s n (Y i).
Proof. exact: idx_lt_replicated. Qed.
