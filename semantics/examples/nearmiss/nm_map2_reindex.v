(* NEAR-MISS of rule map2_reindex (must be REJECTED by coqc): differs from
   positive/map2_reindex.v in exactly one line: f a b = a * b + a; the second operand is laid out zigzag, the first contiguously (operands misaligned).
   tests/nearmiss/data/map2_reindex_nearmiss.textproto is its plan-side near-miss (the same change);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Theorem obl_map2_reindex {R : comRingType} {P c n : nat} {x y : seq nat -> R} {Fx Fy : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] x Fx ->
  rel_zigzag P 0 c [:: (2 * c)%N; n] y Fy ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (fun i => (fun a b => a * b + a)%R (x i) (y i)) (fun r i => (fun a b => a * b + a)%R (Fx r i) (Fy r i)).
Proof. exact: (@rule_map2_reindex R (fun a b => a * b + a)%R P 0 (contig_map (2 * c)%N) [:: (2 * c)%N; n]). Qed.
