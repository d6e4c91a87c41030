(* POSITIVE instance of rule halo_concat_ext (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_halo_concat_ext.v differs in exactly one line:
   the halo is the rank's own tail (halo_tail: not shifted), not the previous rank's (halo_recv). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift.
Theorem obl_concat {T : Type} {P c h n : nat} {X : seq nat -> T} {F1 F2 : nat -> seq nat -> T} :
  rel_reindex P 0 (halo_recv P c h) [:: h; n] X F1 ->
  rel_contiguous_shard P 0 c [:: c; n] X F2 ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; n] X
    (fun r i => if nth 0 i 0 < h then F1 r i else F2 r (set_nth 0 i 0 (nth 0 i 0 - h))).
Proof. exact: rule_halo_concat_ext. Qed.
