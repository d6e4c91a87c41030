(* NEAR-MISS of rule sdpa_backward_dk_replicated (must be REJECTED by coqc): differs from
   positive/sdpa_backward_dk_replicated.v in exactly one line: K is a partial sum (missing all-reduce) instead of replicated: each rank's attention reads its own summand of the keys.
   tests/nearmiss/data/sdpa_backward_dk_replicated_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesHeads.
Theorem obl_sdpa_backward_dk_replicated {R : fieldType} {exp : R -> R} {P g Hkv B Nq Nk Dh Dv : nat} {sc : R} {Q K V dO : seq nat -> R} {M : seq nat -> bool} {FQ FK FV FO : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} :
  rel_replicated P [:: B; (g * Hkv)%N; Nq; Dh] Q FQ ->
  rel_partial_sum P 1 [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dv] V FV ->
  rel_replicated P [:: Nq; Nk] M FM ->
  rel_replicated P [:: B; (g * Hkv)%N; Nq; Dv] dO FO ->
  rel_replicated P [:: B; Hkv; Nk; Dh] (op_sdpa_backward_dk exp Nq Nk Dh Dv sc g M Q K V dO) (fun r => op_sdpa_backward_dk exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. exact: rule_sdpa_backward_dk_replicated. Qed.
