(* NEAR-MISS of rule broadcast2_replicated (must be REJECTED by coqc): differs from
   positive/broadcast2_replicated.v in exactly one line: the broadcast scalar is a partial sum (missing all-reduce).
   tests/nearmiss/data/broadcast2_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLoss.
Theorem obl_broadcast2_replicated {R : comRingType} {P c n0 n1 : nat} {g : nat -> nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1 [::] X F ->
  rel_replicated P [:: n0; n1] (op_broadcast 1 (op_broadcast 0 X)) (fun r => op_broadcast 1 (op_broadcast 0 (F r))).
Proof. exact: rule_broadcast2_replicated. Qed.
