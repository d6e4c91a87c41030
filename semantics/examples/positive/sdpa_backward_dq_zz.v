(* POSITIVE instance of rule sdpa_backward_dq_zz (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_sdpa_backward_dq_zz.v differs in exactly one line:
   the mask rows are laid out contiguously (mask built from contiguous query positions) while the queries are zigzag. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing RulesZigzag.
Theorem obl_sdpa_backward_dq_zz {R : fieldType} {exp : R -> R} {P c Dh Dv : nat} {sc : R} {Q K V : seq nat -> R} {M : seq nat -> bool} {FQ FK FV : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} {dO : seq nat -> R} {FO : nat -> seq nat -> R} :
  rel_zigzag P 0 c [:: (2 * c)%N; Dh] Q FQ ->
  rel_replicated P [:: (2 * P * c)%N; Dh] (reindex 0 (zz_perm P c) K) FK ->
  rel_replicated P [:: (2 * P * c)%N; Dv] (reindex 0 (zz_perm P c) V) FV ->
  rel_zigzag P 0 c [:: (2 * c)%N; (2 * P * c)%N] (reindex 1 (zz_perm P c) M) FM ->
  rel_zigzag P 0 c [:: (2 * c)%N; Dv] dO FO ->
  rel_zigzag P 0 c [:: (2 * c)%N; Dh] (op_sdpa_backward_dq exp (2 * P * c) (2 * P * c) Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dq exp (2 * c) (2 * P * c) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. exact: rule_sdpa_backward_dq_zz. Qed.
