(* NEAR-MISS of rule arange_shard (must be REJECTED by coqc): differs from
   positive/arange_shard.v in exactly one line: rank r's start is r, not r * c (wrong offset).
   tests/nearmiss/data/arange_shard_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_arange_shard {P c : nat} {o : nat -> nat} :
  (forall r, o r = r)%N ->
  rel_contiguous_shard P 0 c [:: c] (op_arange_from 0) (fun r => op_arange_from (o r)).
Proof. exact: rule_arange_shard. Qed.
