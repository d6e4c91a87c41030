(* NEAR-MISS of rule broadcast_new_reindex (must be REJECTED by coqc): differs from
   positive/broadcast_new_reindex.v in exactly one line: the broadcast value is a partial sum instead of replicated (missing all-reduce).
   tests/nearmiss/data/broadcast_new_reindex_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesBackward RulesNormLoss.
Theorem obl_broadcast_new_reindex {R : comRingType} {P z n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1%R [:: n] X F ->
  rel_zigzag P 0 z [:: (2 * z)%N; n] (op_broadcast 0 X) (fun r => op_broadcast 0 (F r)).
Proof. exact: (@rule_broadcast_new_reindex R P 0 (zz_glob P z) (2 * z) [:: n] X F isT). Qed.
