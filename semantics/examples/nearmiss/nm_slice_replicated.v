(* NEAR-MISS of rule slice_replicated (must be REJECTED by coqc): differs from
   positive/slice_replicated.v in exactly one line: the sliced table is a partial sum (missing all-reduce).
   tests/nearmiss/data/slice_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLayout.
Theorem obl_slice_replicated {R : comRingType} {P a o n w : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  (o + n <= w)%N ->
  rel_partial_sum P 1 [:: a; w] X F ->
  rel_replicated P [:: a; n] (op_slice 1 o X) (fun r => op_slice 1 o (F r)).
Proof. exact: (@rule_slice_replicated R P 1 o n [:: a; w]). Qed.
