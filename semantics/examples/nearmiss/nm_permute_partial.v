(* NEAR-MISS of rule permute_partial (must be REJECTED by coqc): differs from
   positive/permute_partial.v in exactly one line: the output is claimed with scale k + k (wrong scale).
   tests/nearmiss/data/permute_partial_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Permute.
Theorem obl_permute_partial {R : comRingType} {P a b n : nat} {k : R} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P k [:: a; b; n] X F ->
  rel_partial_sum P (k + k)%R (perm_shape [:: 2; 0; 1] [:: a; b; n]) (op_permute [:: 2; 0; 1] X) (fun r => op_permute [:: 2; 0; 1] (F r)).
Proof. exact: (@rule_permute_partial R P k [:: 2; 0; 1] [:: a; b; n] X F isT). Qed.
