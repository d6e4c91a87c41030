(* NEAR-MISS of rule sdpa_halo (must be REJECTED by coqc): differs from
   positive/sdpa_halo.v in exactly one line: the side condition is window - 1 <= h + c instead of <= h: the window reaches past the halo.
   No Plan IR pair: see its NOT_YET reason in tests/nearmiss/test_nearmiss.py. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesHalo.
Theorem obl_sdpa_halo {R : fieldType} {exp : R -> R} {P gq Hkv B c h W Dh : nat} {sc : R} {pos : seq nat -> nat} {Fq Fk : nat -> seq nat -> nat} {Q K V : seq nat -> R} {FQ FK FV : nat -> seq nat -> R} :
  (W.-1 <= h + c)%N ->
  rel_contiguous_shard P 2 c [:: B; (gq * Hkv)%N; c; Dh] Q FQ ->
  rel_halo P 2 c h [:: B; Hkv; (h + c)%N; Dh] K FK ->
  rel_halo P 2 c h [:: B; Hkv; (h + c)%N; Dh] V FV ->
  rel_equal [:: (P * c)%N] pos op_arange ->
  rel_contiguous_shard P 0 c [:: c] pos Fq ->
  rel_halo_pos P c h (P * c) Fk ->
  rel_contiguous_shard P 2 c [:: B; (gq * Hkv)%N; c; Dh]
    (op_sdpa exp (P * c) Dh sc gq (op_sliding_window_mask W pos pos) Q K V)
    (fun r => op_sdpa exp (h + c) Dh sc gq (op_sliding_window_mask W (Fq r) (Fk r)) (FQ r) (FK r) (FV r)).
Proof. exact: rule_sdpa_halo. Qed.
