(* NEAR-MISS of rule reshape_merge_replicated (must be REJECTED by coqc): differs from
   positive/reshape_merge_replicated.v in exactly one line: the input is a partial sum instead of replicated (missing all-reduce).
   tests/nearmiss/data/reshape_merge_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReshape.
Theorem obl_reshape_merge_replicated {R : comRingType} {P b c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1%R [:: b; c; n] X F ->
  rel_replicated P [:: b; (c * n)%N] (op_reshape_merge 1 n X) (fun r => op_reshape_merge 1 n (F r)).
Proof. exact: (@rule_reshape_merge_replicated R P 1 c n (c * n) [:: b; c; n] X F isT erefl erefl erefl). Qed.
