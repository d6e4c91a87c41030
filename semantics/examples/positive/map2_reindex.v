(* POSITIVE instance of rule map2_reindex (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_map2_reindex.v differs in exactly one line:
   f a b = a * b + a; the second operand is laid out zigzag, the first contiguously (operands misaligned). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Theorem obl_map2_reindex {R : comRingType} {P c n : nat} {x y : seq nat -> R} {Fx Fy : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] x Fx ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] y Fy ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (fun i => (fun a b => a * b + a)%R (x i) (y i)) (fun r i => (fun a b => a * b + a)%R (Fx r i) (Fy r i)).
Proof. exact: (@rule_map2_reindex R (fun a b => a * b + a)%R P 0 (contig_map (2 * c)%N) [:: (2 * c)%N; n]). Qed.
