(* POSITIVE instance of rule div_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_div_reindex.v differs in exactly one line:
   the divisor is laid out by another map gk than the dividend's g (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.
Theorem obl_div_reindex {R : fieldType} {P : nat} {s : seq nat} {g gk : nat -> nat -> nat} {X Y : seq nat -> R} {FX FY : nat -> seq nat -> R} :
  rel_reindex P 0 g s X FX ->
  rel_reindex P 0 g s Y FY ->
  rel_reindex P 0 g s (op_div X Y) (fun r => op_div (FX r) (FY r)).
Proof. exact: rule_div_reindex. Qed.
