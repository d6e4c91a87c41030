(* POSITIVE instance of rule concat_strided (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_concat_strided.v differs in exactly one line:
   the second input [k | v] is sharded contiguously (Shard(1)), not strided (wrong layout).
   The first input is one piece (n1 = c = 1 * c: esym (mul1n c)), the output three (c + 2 * c). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations MeshOuter RulesStrided.
Theorem obl_concat_strided {R : comRingType} {P a c : nat} {X Y : seq nat -> R} {FX FY : nat -> seq nat -> R} :
  rel_contiguous_shard P 1 c [:: a; c] X FX ->
  rel_strided_shard P 1 c [:: a; (2 * c)%N] Y FY ->
  rel_strided_shard P 1 c [:: a; (c + 2 * c)%N] (op_concat 1 (1 * P * c) X Y) (fun r => op_concat 1 c (FX r) (FY r)).
Proof. exact: (@rule_concat_strided R P 1 c 1 c (2 * c) (1 * P * c) (contig_map c) (strided_map P c) [:: a; (c + 2 * c)%N] X Y FX FY isT erefl (esym (mul1n c)) erefl (@contig_strided P c) (fun _ _ _ => erefl)). Qed.
