(* NEAR-MISS of rule halo_tail_shard (must be REJECTED by coqc): differs from
   positive/halo_tail_shard.v in exactly one line: the slice starts at 0, not c - h: the shard's head instead of its tail (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift.
Theorem obl_tail {T : Type} {P c h n : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  (h <= c)%N ->
  rel_contiguous_shard P 0 c [:: c; n] X F ->
  rel_reindex P 0 (halo_tail c h) [:: h; n] X (fun r => reindex 0 (addn 0) (F r)).
Proof. exact: rule_halo_tail_shard. Qed.
