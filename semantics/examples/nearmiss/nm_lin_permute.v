(* NEAR-MISS of fact lin_permute (rule_linear_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/lin_permute.v in exactly one line: the output is claimed with scale k + k (wrong scale).
   tests/nearmiss/data/lin_permute_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesLayout Permute.
Theorem obl_lin_permute {R : comRingType} {P a b n : nat} {k : R} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P k [:: a; b; n] X F ->
  rel_partial_sum P (k + k)%R (perm_shape [:: 2; 0; 1] [:: a; b; n]) (op_permute [:: 2; 0; 1] X) (fun r => op_permute [:: 2; 0; 1] (F r)).
Proof. exact: (@rule_linear_op1 _ P k [:: a; b; n] (perm_shape [:: 2; 0; 1] [:: a; b; n]) (fun Z0 => op_permute [:: 2; 0; 1] Z0) X F (lin_permute _)). Qed.
