(* POSITIVE instance of rule transpose_reindex_back (must be ACCEPTED by coqc), in the compiler's obligation form (written by hand: the compiler does not emit this rule
   for tests/nearmiss/data/transpose_reindex_back_ok.textproto).
   Its near-miss nearmiss/nm_transpose_reindex_back.v differs in exactly one line:
   the input is laid out contiguously on dim 1, not zigzag (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesLayout.
Theorem obl_transpose_reindex_back {R : comRingType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_zigzag P0 1 n1 [:: n0; 2 * n1] A0 F0 ->
  rel_zigzag P0 0 n1 [:: 2 * n1; n0] (op_transpose 0 1 A0) (fun r => op_transpose 0 1 (F0 r)).
Proof. exact: (@rule_transpose_reindex_back R P0 0 1 (zz_glob P0 n1) [:: n0; 2 * n1] A0 F0 isT isT). Qed.
