(* NEAR-MISS of rule halo_concat_ext_pair (must be REJECTED by coqc): differs from
   positive/halo_concat_ext_pair.v in exactly one line: the first view's halo is the rank's own tail (halo_tail: not shifted), not the previous rank's (halo_recv).
   tests/nearmiss/data/halo_concat_ext_pair_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh.
Theorem obl_concat_pair {T : Type} {P c h n : nat} {X1 X2 : seq nat -> T} {F1 F2 : nat -> seq nat -> T} :
  (h <= c)%N -> teq [:: (P * c)%N; n] X1 X2 ->
  rel_reindex P 0 (halo_tail c h) [:: h; n] X1 F1 ->
  rel_contiguous_shard P 0 c [:: c; n] X2 F2 ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; n] X2
    (fun r i => if nth 0 i 0 < h then F1 r i else F2 r (set_nth 0 i 0 (nth 0 i 0 - h))).
Proof. exact: (@rule_halo_concat_ext_pair T P c h (P * c) [:: n] erefl X1 X2 F1 F2). Qed.
