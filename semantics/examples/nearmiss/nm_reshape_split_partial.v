(* NEAR-MISS of rule reshape_split_partial (must be REJECTED by coqc): differs from
   positive/reshape_split_partial.v in exactly one line: the output is claimed with partial-sum scale 2, not the input's 1 (wrong scale).
   tests/nearmiss/data/reshape_split_partial_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReshape.
Theorem obl_reshape_split_partial {R : comRingType} {P b c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1%R [:: b; (c * n)%N] X F ->
  rel_partial_sum P 2%R [:: b; c; n] (op_reshape_split 1 n X) (fun r => op_reshape_split 1 n (F r)).
Proof. exact: (@rule_reshape_split_partial R P 1%R 1 c n (c * n) [:: b; (c * n)%N] X F isT erefl erefl). Qed.
