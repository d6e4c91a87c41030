(* NEAR-MISS of fact resp_permute (rule_replicated_op*, the generic rule at the fact) (must be REJECTED by coqc): differs from
   positive/resp_permute.v in exactly one line: the input is a partial sum (missing all-reduce).
   tests/nearmiss/data/resp_permute_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations Permute.
From TV Require Import RulesLayout.
Theorem obl_resp_permute {R : comRingType} {P a b n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: a; b; n] X F ->
  rel_replicated P (perm_shape [:: 2; 0; 1] [:: a; b; n]) (op_permute [:: 2; 0; 1] X) (fun r => op_permute [:: 2; 0; 1] (F r)).
Proof. exact: (@rule_replicated_op1 _ _ P (rcons (rcons [:: a] b) n) (perm_shape [:: 2; 0; 1] [:: a; b; n]) (fun Z0 => op_permute [:: 2; 0; 1] Z0) X F (resp_permute _)). Qed.
