(* POSITIVE instance of rule arange_replicated_from (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_arange_replicated_from.v differs in exactly one line:
   rank r's positions start at s + r, not at the level's start s (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_arange_replicated_from {P N s : nat} :
  rel_replicated P [:: N] (op_arange_from s) (fun _ => op_arange_from s).
Proof. exact: rule_arange_replicated_from. Qed.
