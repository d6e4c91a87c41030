(* NEAR-MISS of rule halo_concat_dim_pair (must be REJECTED by coqc): differs from
   positive/halo_concat_dim_pair.v in exactly one line: the first view's halo is the rank's own tail (halo_tail: not shifted), not the previous rank's (halo_recv).
   tests/nearmiss/data/halo_concat_dim_pair_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh.
Theorem obl_concat_dim_pair {T : Type} {P c h B H n : nat} {X1 X2 : seq nat -> T} {F1 F2 : nat -> seq nat -> T} :
  (h <= c)%N -> teq [:: B; H; (P * c)%N; n] X1 X2 ->
  rel_reindex P 2 (halo_tail c h) [:: B; H; h; n] X1 F1 ->
  rel_contiguous_shard P 2 c [:: B; H; c; n] X2 F2 ->
  rel_reindex P 2 (halo_ext P c h) [:: B; H; (c + h)%N; n] X2
    (fun r i => if nth 0 i 2 < h then F1 r i else F2 r (set_nth 0 i 2 (nth 0 i 2 - h))).
Proof. exact: (@rule_halo_concat_dim_pair T P 2 c h (P * c) [:: B; H; c; n] isT erefl erefl X1 X2 F1 F2). Qed.
