(* POSITIVE instance of rule batched_matmul_rows (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_batched_matmul_rows.v differs in exactly one line:
   B is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMoECP.
Theorem obl_batched_matmul_rows {R : comRingType} {P a e c m k n : nat} {A B : seq nat -> R} {FA FB : nat -> seq nat -> R} :
  rel_contiguous_shard P 2 (2 * c)%N [:: a; e; (2 * c)%N; k] A FA ->
  rel_replicated P [:: a; e; k; n] B FB ->
  rel_contiguous_shard P 2 (2 * c)%N [:: a; e; (2 * c)%N; n] (op_batched_matmul k A B) (fun r => op_batched_matmul k (FA r) (FB r)).
Proof. exact: (@rule_batched_matmul_rows R P (contig_map (2 * c)%N) [:: a; e] (2 * c)%N k n A B FA FB). Qed.
