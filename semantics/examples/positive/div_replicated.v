(* POSITIVE instance of rule div_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_div_replicated.v differs in exactly one line:
   the dividend is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_div_replicated {R : fieldType} {P : nat} {s : seq nat} {g gk : nat -> nat -> nat} {X Y : seq nat -> R} {FX FY : nat -> seq nat -> R} :
  rel_replicated P s X FX ->
  rel_replicated P s Y FY ->
  rel_replicated P s (op_div X Y) (fun r => op_div (FX r) (FY r)).
Proof. exact: rule_div_replicated. Qed.
