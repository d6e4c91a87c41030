(* NEAR-MISS of rule transpose_reindex_other (must be REJECTED by coqc): differs from
   positive/transpose_reindex_other.v in exactly one line: the input is laid out contiguously on dim 1, not zigzag (wrong layout).
   tests/nearmiss/data/transpose_reindex_other_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_transpose_reindex_other {R : comRingType} {P0 n0 n1 n2 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_contiguous_shard P0 1 (2 * n1) [:: n0; 2 * n1; n2] A0 F0 ->
  rel_zigzag P0 1 n1 [:: n2; 2 * n1; n0] (op_transpose 0 2 A0) (fun r => op_transpose 0 2 (F0 r)).
Proof. exact: (@rule_transpose_reindex_other R P0 0 2 1 (zz_glob P0 n1) [:: n0; 2 * n1; n2] A0 F0 isT isT isT isT). Qed.
