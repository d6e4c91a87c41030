(* NEAR-MISS of rule map1_reindex (must be REJECTED by coqc): differs from
   positive/map1_reindex.v in exactly one line: f = squaring; the input is laid out zigzag, the output claimed contiguous (wrong layout).
   tests/nearmiss/data/map1_reindex_nearmiss.textproto is its plan-side near-miss (the same change);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Theorem obl_map1_reindex {R : comRingType} {P c n : nat} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_zigzag P 0 c [:: (2 * c)%N; n] x Fx ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (pointwise (fun v => v * v)%R x) (fun r => pointwise (fun v => v * v)%R (Fx r)).
Proof. exact: (@rule_map1_reindex R (fun v => v * v)%R P 0 (contig_map (2 * c)%N) [:: (2 * c)%N; n]). Qed.
