(* POSITIVE instance of rule rowwise_reindex (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_rowwise_reindex.v differs in exactly one line:
   h = the softmax row; the rows are laid out zigzag, the output claimed contiguous (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow.
Theorem obl_rowwise_reindex {R : fieldType} {P c n : nat} {exp : R -> R} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] x Fx ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (rowwise (softmax_row exp n) x) (fun r => rowwise (softmax_row exp n) (Fx r)).
Proof. exact: (@rule_rowwise_reindex R (softmax_row exp n) P 0 (contig_map (2 * c)%N) [:: (2 * c)%N] n x Fx isT (@row_local_softmax R exp n)). Qed.
