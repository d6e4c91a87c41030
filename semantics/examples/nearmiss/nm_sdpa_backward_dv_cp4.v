(* NEAR-MISS of rule sdpa_backward_dv_cp4 (must be REJECTED by coqc): differs from
   positive/sdpa_backward_dv_cp4.v in exactly one line: the mask is replicated (built from LOCAL query positions) instead of laid out like the queries.
   tests/nearmiss/data/sdpa_backward_dv_cp4_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesCrossCPBackward.
Theorem obl_sdpa_backward_dv_cp4 {R : fieldType} {exp : R -> R} {P c N Nk B Hq Hkv g Dh Dv : nat} {sc : R} {Q K V : seq nat -> R} {M : seq nat -> bool} {FQ FK FV : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} {dO : seq nat -> R} {FO : nat -> seq nat -> R} (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_replicated P [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dv] V FV ->
  rel_replicated P [:: c; Nk] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO ->
  rel_partial_sum P 1 [:: B; Hkv; Nk; Dv] (op_sdpa_backward_dv exp N Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. exact: (rule_sdpa_backward_dv_cp4 exp sc eH eN). Qed.
