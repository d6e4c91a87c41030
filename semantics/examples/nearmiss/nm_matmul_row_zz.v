(* NEAR-MISS of rule matmul_row_zz (must be REJECTED by coqc): differs from
   positive/matmul_row_zz.v in exactly one line: B's contraction dim is contiguous while A's is zigzag (misaligned contraction chunks).
   tests/nearmiss/data/matmul_row_zz_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing RulesZigzag.
Theorem obl_matmul_row_zz {R : comRingType} {P c n b : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_zigzag P 1 c [:: b; (2 * c)%N] A FA ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] B FB ->
  rel_partial_sum P 1%R [:: b; n] (op_matmul (2 * P * c) A B) (fun r => op_matmul (2 * c) (FA r) (FB r)).
Proof. exact: (@rule_matmul_row_zz R P c n [:: b]). Qed.
