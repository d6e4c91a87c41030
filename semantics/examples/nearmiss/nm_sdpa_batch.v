(* NEAR-MISS of rule sdpa_batch (must be REJECTED by coqc): differs from
   positive/sdpa_batch.v in exactly one line: K's batch laid out by another map gk than Q's and V's gm: a query row reads another sample's keys (wrong layout).
   tests/nearmiss/data/sdpa_batch_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesHeads.
Theorem obl_sdpa_batch {R : fieldType} {exp : R -> R} {P g Hkv cb Nq Nk Dh Dv : nat} {gm gk : nat -> nat -> nat} {sc : R} {Q K V dO : seq nat -> R} {M : seq nat -> bool} {FQ FK FV FO : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} :
  rel_reindex P 0 gm [:: cb; (g * Hkv)%N; Nq; Dh] Q FQ ->
  rel_reindex P 0 gk [:: cb; Hkv; Nk; Dh] K FK ->
  rel_reindex P 0 gm [:: cb; Hkv; Nk; Dv] V FV ->
  rel_replicated P [:: Nq; Nk] M FM ->
  rel_reindex P 0 gm [:: cb; (g * Hkv)%N; Nq; Dv] (op_sdpa exp Nk Dh sc g M Q K V) (fun r => op_sdpa exp Nk Dh sc g (FM r) (FQ r) (FK r) (FV r)).
Proof. exact: rule_sdpa_batch. Qed.
