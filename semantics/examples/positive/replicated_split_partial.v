(* POSITIVE instance of rule replicated_split_partial (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_replicated_split_partial.v differs in exactly one line:
   every rank keeps all of X (scale 1, not 1 / P). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesScaled.
Theorem obl_replicated_split_partial {R : fieldType} {P n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  nat_nz R P -> rel_replicated P [:: n] X F ->
  rel_partial_sum P 1 [:: n] X (fun r => op_scale (1%:R / P%:R) (F r)).
Proof. exact: (@rule_replicated_split_partial R P [:: n]). Qed.
