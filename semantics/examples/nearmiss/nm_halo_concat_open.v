(* NEAR-MISS of rule halo_concat_open (must be REJECTED by coqc): differs from
   positive/halo_concat_open.v in exactly one line: the halo is the rank's own tail (halo_tail: not shifted), not the previous rank's tail or the fill (halo_recv_open).
   tests/nearmiss/data/halo_concat_open_nearmiss.textproto cuts K's halo at 0 (the previous rank's head, not its tail; an open shift cannot shift by 0); the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh RulesHaloOpen.
Theorem obl_halo_concat_open {T : Type} {P c h B H n : nat} {fill : T} {X : seq nat -> T} {F1 F2 : nat -> seq nat -> T} :
  (h <= c)%N ->
  rel_reindex P 2 (halo_tail c h) [:: B; H; h; n] X F1 ->
  rel_contiguous_shard P 2 c [:: B; H; c; n] X F2 ->
  rel_halo_ext_open P 2 c h fill [:: B; H; (c + h)%N; n] X
    (fun r i => if nth 0 i 2 < h then F1 r i else F2 r (set_nth 0 i 2 (nth 0 i 2 - h))).
Proof. exact: (@rule_halo_concat_open T P 2 c h fill [:: B; H; c; n] isT erefl X F1 F2). Qed.
