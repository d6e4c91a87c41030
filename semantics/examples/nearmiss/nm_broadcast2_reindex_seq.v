(* NEAR-MISS of rule broadcast2_reindex_seq (must be REJECTED by coqc): differs from
   positive/broadcast2_reindex_seq.v in exactly one line: the seed scalar is a partial sum (missing all-reduce).
   tests/nearmiss/data/broadcast2_reindex_seq_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesLossCP.
Theorem obl_broadcast2_reindex_seq {R : comRingType} {P n0 c : nat} {g : nat -> nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1 [::] X F ->
  rel_reindex P 1 g [:: n0; c] (op_broadcast 1 (op_broadcast 0 X)) (fun r => op_broadcast 1 (op_broadcast 0 (F r))).
Proof. exact: rule_broadcast2_reindex_seq. Qed.
