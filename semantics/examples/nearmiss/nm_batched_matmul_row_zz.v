(* NEAR-MISS of rule batched_matmul_row_zz (must be REJECTED by coqc): differs from
   positive/batched_matmul_row_zz.v in exactly one line: the partial sums are claimed with scale 2 (wrong scale).
   tests/nearmiss/data/batched_matmul_row_zz_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesMissing RulesCrossZigzag.
Theorem obl_batched_matmul_row_zz {R : comRingType} {P a e c cq w m n : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  cq = (2 * c)%N -> w = (2 * P * c)%N ->
  rel_zigzag P 3 c [:: a; e; m; cq] A FA ->
  rel_zigzag P 2 c [:: a; e; cq; n] B FB ->
  rel_partial_sum P 2%R [:: a; e; m; n] (op_batched_matmul w A B) (fun r => op_batched_matmul cq (FA r) (FB r)).
Proof. exact: (@rule_batched_matmul_row_zz R P c cq w [:: a; e] m n A B FA FB). Qed.
