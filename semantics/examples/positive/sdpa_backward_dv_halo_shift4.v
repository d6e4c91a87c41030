(* POSITIVE instance of rule sdpa_backward_dv_halo_shift4 (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_sdpa_backward_dv_halo_shift4.v differs in exactly one line:
   K is the rank's own shard (contiguous, c rows), not extended by the halo: the halo keys are missing. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh.
Theorem obl_sdpa_backward_dv_at {R : fieldType} {exp : R -> R} {P c h B g Hkv Dh Dv : nat} {sc : R} {Q K V dO : seq nat -> R} {M : seq nat -> bool} {FQ FK FV FO : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} :
  (h <= c)%N ->
  (1 < P)%N ->
  rel_contiguous_shard P 2 c [:: B; (g * Hkv)%N; c; Dh] Q FQ ->
  rel_reindex P 2 (halo_ext P c h) [:: B; Hkv; (c + h)%N; Dh] K FK ->
  rel_reindex P 2 (halo_ext P c h) [:: B; Hkv; (c + h)%N; Dv] V FV ->
  rel_halo_mask P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 2 c [:: B; (g * Hkv)%N; c; Dv] dO FO ->
  rel_halo_grad P 2 c h [:: B; Hkv; c; Dv] (op_sdpa_backward_dv exp (c * P) (c * P) Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c (c + h) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. exact: (@rule_sdpa_backward_dv_halo_shift4 R exp P c h (c * P) B (g * Hkv) Hkv g Dh Dv sc Q K V M dO FQ FK FV FM FO erefl (mulnC c P)). Qed.
