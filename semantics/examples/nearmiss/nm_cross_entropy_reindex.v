(* NEAR-MISS of rule cross_entropy_reindex (must be REJECTED by coqc): differs from
   positive/cross_entropy_reindex.v in exactly one line: the labels are laid out zigzag, the logits contiguously (rows misaligned).
   tests/nearmiss/data/cross_entropy_reindex_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_cross_entropy_reindex {R : fieldType} {P0 n0 n1 : nat} {f_exp f_log : R -> R} {A0 : seq nat -> R} {A1 : seq nat -> nat} {F0 : nat -> seq nat -> R} {F1 : nat -> seq nat -> nat} :
  rel_contiguous_shard P0 0 (2 * n0) [:: 2 * n0; n1] A0 F0 ->
  rel_zigzag P0 0 n0 [:: 2 * n0] A1 F1 ->
  rel_contiguous_shard P0 0 (2 * n0) [:: 2 * n0] (op_cross_entropy f_exp f_log n1 A0 A1) (fun r => op_cross_entropy f_exp f_log n1 (F0 r) (F1 r)).
Proof. exact: (@rule_cross_entropy_reindex R f_exp f_log P0 0 (contig_map (2 * n0)) [:: 2 * n0] n1 A0 F0 A1 F1 isT). Qed.
