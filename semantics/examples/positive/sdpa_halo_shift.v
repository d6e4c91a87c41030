(* POSITIVE instance of rule sdpa_halo_shift (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_sdpa_halo_shift.v differs in exactly one line:
   0 < P instead of 1 < P: on a single rank the shifted halo is the rank's own tail, counted twice. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift.
Theorem obl_sdpa {R : fieldType} {exp : R -> R} {P c h Dh Dv : nat} {sc : R} {Q K V : seq nat -> R} {M : seq nat -> bool} {FQ FK FV : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} :
  (h <= c)%N -> (1 < P)%N ->
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; Dh] K FK ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; Dv] V FV ->
  rel_halo_mask P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] (op_sdpa exp (P * c) Dh sc 1 M Q K V)
    (fun r => op_sdpa exp (c + h) Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof. exact: rule_sdpa_halo_shift. Qed.
