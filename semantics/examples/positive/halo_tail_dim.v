(* POSITIVE instance of rule halo_tail_dim (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_halo_tail_dim.v differs in exactly one line:
   the slice starts at 0, not c - h: the shard's head instead of its tail (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4.
Theorem obl_halo_tail_dim {T : Type} {P c h B H n : nat} {X : seq nat -> T} {F F1 F2 : nat -> seq nat -> T} :
  (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: B; H; c; n] X F ->
  rel_reindex P 2 (halo_tail c h) [:: B; H; h; n] X (fun r => reindex 2 (addn (c - h)) (F r)).
Proof. exact: (@rule_halo_tail_dim T P 2 c h [:: B; H; c; n] isT erefl). Qed.
