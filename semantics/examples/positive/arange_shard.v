(* POSITIVE instance of rule arange_shard (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_arange_shard.v differs in exactly one line:
   rank r's start is r, not r * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_arange_shard {P c : nat} {o : nat -> nat} :
  (forall r, o r = r * c)%N ->
  rel_contiguous_shard P 0 c [:: c] (op_arange_from 0) (fun r => op_arange_from (o r)).
Proof. exact: rule_arange_shard. Qed.
