(* NEAR-MISS of rule rowwise_reindex (must be REJECTED by coqc): differs from
   positive/rowwise_reindex.v in exactly one line: h = the softmax row; the rows are laid out zigzag, the output claimed contiguous (wrong layout).
   tests/nearmiss/data/rowwise_reindex_nearmiss.textproto is its plan-side near-miss (the same change, the softmax_reindex plan);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow.
Theorem obl_rowwise_reindex {R : fieldType} {P c n : nat} {exp : R -> R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_zigzag P 0 c [:: (2 * c)%N; n] x Fx ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (rowwise (softmax_row exp n) x) (fun r => rowwise (softmax_row exp n) (Fx r)).
Proof. exact: (@rule_rowwise_reindex R (softmax_row exp n) P 0 (contig_map (2 * c)%N) [:: (2 * c)%N] n x Fx isT (@row_local_softmax R exp n)). Qed.
