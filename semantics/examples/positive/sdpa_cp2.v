(* POSITIVE instance of rule sdpa_cp2 (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_sdpa_cp2.v differs in exactly one line:
   the mask is replicated (built from LOCAL query positions) instead of laid out like the queries. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesCP.
Theorem obl_sdpa_cp2 {R : fieldType} {exp : R -> R} {P c Nk Dh Dv : nat} {sc : R} {Q K V : seq nat -> R} {M : seq nat -> bool} {FQ FK FV : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} :
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_replicated P [:: Nk; Dh] K FK ->
  rel_replicated P [:: Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] (op_sdpa exp Nk Dh sc 1 M Q K V)
    (fun r => op_sdpa exp Nk Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof. exact: rule_sdpa_cp2. Qed.
