(* NEAR-MISS of rule sdpa_backward_dq_heads (must be REJECTED by coqc): differs from
   positive/sdpa_backward_dq_heads.v in exactly one line: K's kv heads are laid out zigzag: query heads read keys of another GQA group (wrong group).
   tests/nearmiss/data/sdpa_backward_dq_heads_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesHeads.
Theorem obl_sdpa_backward_dq_heads {R : fieldType} {exp : R -> R} {P g c B Nq Nk Dh Dv : nat} {sc : R} {Q K V dO : seq nat -> R} {M : seq nat -> bool} {FQ FK FV FO : nat -> seq nat -> R} {FM : nat -> seq nat -> bool} :
  rel_contiguous_shard P 1 (g * (2 * c))%N [:: B; (g * (2 * c))%N; Nq; Dh] Q FQ ->
  rel_zigzag P 1 c [:: B; (2 * c)%N; Nk; Dh] K FK ->
  rel_contiguous_shard P 1 (2 * c)%N [:: B; (2 * c)%N; Nk; Dv] V FV ->
  rel_replicated P [:: Nq; Nk] M FM ->
  rel_contiguous_shard P 1 (g * (2 * c))%N [:: B; (g * (2 * c))%N; Nq; Dv] dO FO ->
  rel_contiguous_shard P 1 (g * (2 * c))%N [:: B; (g * (2 * c))%N; Nq; Dh] (op_sdpa_backward_dq exp Nq Nk Dh Dv sc g M Q K V dO) (fun r => op_sdpa_backward_dq exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. exact: rule_sdpa_backward_dq_heads. Qed.
