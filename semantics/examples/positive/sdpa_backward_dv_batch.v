(* POSITIVE instance of rule sdpa_backward_dv_batch (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_sdpa_backward_dv_batch.v differs in exactly one line:
   K's batch laid out by another map gk than Q's and V's gm: a query row reads another sample's keys (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesHeads.
Theorem obl_sdpa_backward_dv_batch {R : fieldType} {exp : R -> R} {P g Hkv cb Nq Nk Dh Dv : nat} {gm gk : nat -> nat -> nat} {sc : R} {Q K V dO : seq nat -> R} {M : seq nat -> bool} {FQ FK FV FO : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} :
  rel_reindex P 0 gm [:: cb; (g * Hkv)%N; Nq; Dh] Q FQ ->
  rel_reindex P 0 gm [:: cb; Hkv; Nk; Dh] K FK ->
  rel_reindex P 0 gm [:: cb; Hkv; Nk; Dv] V FV ->
  rel_replicated P [:: Nq; Nk] M FM ->
  rel_reindex P 0 gm [:: cb; (g * Hkv)%N; Nq; Dv] dO FO ->
  rel_reindex P 0 gm [:: cb; Hkv; Nk; Dv] (op_sdpa_backward_dv exp Nq Nk Dh Dv sc g M Q K V dO) (fun r => op_sdpa_backward_dv exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. exact: rule_sdpa_backward_dv_batch. Qed.
