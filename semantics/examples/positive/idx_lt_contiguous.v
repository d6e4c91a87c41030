(* POSITIVE instance of rule idx_lt_contiguous (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_idx_lt_contiguous.v differs in exactly one line:
   the SM indices are only known < n + 1 (the premise from another range). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_idx_lt_contiguous {P c a n : nat} {X : seq nat -> nat} {Y : nat -> seq nat -> nat} :
  idx_lt [:: (P * c)%N; a] n X ->
  rel_contiguous_shard P 0 c [:: c; a] X Y ->
  forall i, i < P -> idx_lt [:: c; a] n (Y i).
Proof. exact: (@idx_lt_contiguous P 0 c (P * c) [:: c; a] n isT erefl erefl). Qed.
