(* NEAR-MISS of rule halo_tail_dim (must be REJECTED by coqc): differs from
   positive/halo_tail_dim.v in exactly one line: the slice starts at 0, not c - h: the shard's head instead of its tail (wrong offset).
   tests/nearmiss/data/halo_tail_dim_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4.
Theorem obl_halo_tail_dim {T : Type} {P c h B H n : nat} {X : seq nat -> T} {F F1 F2 : nat -> seq nat -> T} :
  (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: B; H; c; n] X F ->
  rel_reindex P 2 (halo_tail c h) [:: B; H; h; n] X (fun r => reindex 2 (addn 0) (F r)).
Proof. exact: (@rule_halo_tail_dim T P 2 c h [:: B; H; c; n] isT erefl). Qed.
