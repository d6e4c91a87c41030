(* POSITIVE instance of rule sdpa_backward_dv_halo_open4 (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_sdpa_backward_dv_halo_open4.v differs in exactly one line:
   K is the rank's own shard (contiguous, c rows), not extended by the open halo: the halo keys are missing. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh RulesHaloOpen.
Theorem obl_sdpa_backward_dv_halo_open4 {R : fieldType} {exp : R -> R} {P c h B g Hkv Dh Dv : nat} {sc fk fv : R} {Q K V dO : seq nat -> R} {M : seq nat -> bool} {FQ FK FV FO : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} :
  (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: B; (g * Hkv)%N; c; Dh] Q FQ ->
  rel_halo_ext_open P 2 c h fk [:: B; Hkv; (c + h)%N; Dh] K FK ->
  rel_halo_ext_open P 2 c h fv [:: B; Hkv; (c + h)%N; Dv] V FV ->
  rel_halo_mask_open P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 2 c [:: B; (g * Hkv)%N; c; Dv] dO FO ->
  rel_halo_grad P 2 c h [:: B; Hkv; c; Dv] (op_sdpa_backward_dv exp (P * c) (P * c) Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c (c + h) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. exact: rule_sdpa_backward_dv_halo_open4. Qed.
