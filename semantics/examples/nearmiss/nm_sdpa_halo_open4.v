(* NEAR-MISS of rule sdpa_halo_open4 (must be REJECTED by coqc): differs from
   positive/sdpa_halo_open4.v in exactly one line: V is the rank's own shard (contiguous, c rows), not extended by the open halo: the halo keys' values are missing.
   tests/nearmiss/data/sdpa_halo_open4_nearmiss.textproto (an open shift cannot shift by 0) shifts V's tail by cp = 3: every rank's halo is the fill, the halo keys' values missing; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh RulesHaloOpen.
Theorem obl_sdpa_halo_open4 {R : fieldType} {exp : R -> R} {P c h B g Hkv Dh Dv : nat} {sc fk fv : R} {Q K V dO : seq nat -> R} {M : seq nat -> bool} {FQ FK FV FO : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} :
  (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: B; (g * Hkv)%N; c; Dh] Q FQ ->
  rel_halo_ext_open P 2 c h fk [:: B; Hkv; (c + h)%N; Dh] K FK ->
  rel_contiguous_shard P 2 c [:: B; Hkv; c; Dv] V FV ->
  rel_halo_mask_open P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 2 c [:: B; (g * Hkv)%N; c; Dv] (op_sdpa exp (P * c) Dh sc g M Q K V)
    (fun r => op_sdpa exp (c + h) Dh sc g (FM r) (FQ r) (FK r) (FV r)).
Proof. exact: rule_sdpa_halo_open4. Qed.
