(* POSITIVE instance of rule slice_partial (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_partial.v differs in exactly one line:
   the slice is claimed with scale k + k (wrong scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesSplit.
Theorem obl_slice_partial {R : comRingType} {P a o n m : nat} {k : R} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P k [:: a; (o + n + m)%N] X F ->
  rel_partial_sum P k [:: a; n] (op_slice 1 o X) (fun r => op_slice 1 o (F r)).
Proof. exact: (@rule_split_partial R P k 1 o n m [:: a; (o + n + m)%N]). Qed.
