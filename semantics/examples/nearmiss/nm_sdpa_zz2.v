(* NEAR-MISS of rule sdpa_zz2 (must be REJECTED by coqc): differs from
   positive/sdpa_zz2.v in exactly one line: the mask rows are laid out contiguously (mask built from contiguous query positions) while the queries are zigzag.
   tests/nearmiss/data/sdpa_zz2_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing RulesZigzag.
Theorem obl_sdpa_zz2 {R : fieldType} {exp : R -> R} {P c Dh Dv : nat} {sc : R} {Q K V : seq nat -> R} {M : seq nat -> bool} {FQ FK FV : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} :
  rel_zigzag P 0 c [:: (2 * c)%N; Dh] Q FQ ->
  rel_replicated P [:: (2 * P * c)%N; Dh] (reindex 0 (zz_perm P c) K) FK ->
  rel_replicated P [:: (2 * P * c)%N; Dv] (reindex 0 (zz_perm P c) V) FV ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; (2 * P * c)%N] (reindex 1 (zz_perm P c) M) FM ->
  rel_zigzag P 0 c [:: (2 * c)%N; Dv] (op_sdpa exp (2 * P * c) Dh sc 1 M Q K V)
    (fun r => op_sdpa exp (2 * P * c) Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof. exact: rule_sdpa_zz2. Qed.
