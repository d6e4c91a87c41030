(* NEAR-MISS of rule permute_replicated (must be REJECTED by coqc): differs from
   positive/permute_replicated.v in exactly one line: the input is a partial sum (missing all-reduce).
   tests/nearmiss/data/permute_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Permute.
Theorem obl_permute_replicated {R : comRingType} {P a b n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: a; b; n] X F ->
  rel_replicated P (perm_shape [:: 2; 0; 1] [:: a; b; n]) (op_permute [:: 2; 0; 1] X) (fun r => op_permute [:: 2; 0; 1] (F r)).
Proof. exact: (@rule_permute_replicated R P [:: 2; 0; 1] [:: a; b; n] X F isT). Qed.
