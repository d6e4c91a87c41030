(* POSITIVE instance of rule sdpa_backward_dk_cp4 (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_sdpa_backward_dk_cp4.v differs in exactly one line:
   the mask is replicated (built from LOCAL query positions) instead of laid out like the queries. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesCrossCPBackward.
Theorem obl_sdpa_backward_dk_cp4 {R : fieldType} {exp : R -> R} {P c N Nk B Hq Hkv g Dh Dv : nat} {sc : R} {Q K V : seq nat -> R} {M : seq nat -> bool} {FQ FK FV : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} {dO : seq nat -> R} {FO : nat -> seq nat -> R} (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_replicated P [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO ->
  rel_partial_sum P 1 [:: B; Hkv; Nk; Dh] (op_sdpa_backward_dk exp N Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dk exp c Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. exact: (rule_sdpa_backward_dk_cp4 exp sc eH eN). Qed.
