(* REFUTATION of the near-miss nearmiss/nm_sdpa_halo.v (the window bound W - 1 <= h + c, not W - 1 <= h: the window reaches past the halo):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = rat, exp := the constant 1 (each unmasked key weighs 1), P = 2, gq = Hkv = B = Dh = 1,
   c = 1, h = 0, W = 2 (W - 1 = 1 <= h + c), sc = 1, pos := op_arange, Q = K := 0, V [.; .; t; .] = t;
   FQ, FK, FV, Fq, Fk := the halo / contiguous layouts (h = 0: rank r holds key r). Rank 1, index
   [:: 0; 0; 0; 0]: the SM query at position 1 sees keys 0 and 1 (window 2): (0 + 1) / 2 = 1/2;
   rank 1 holds only key 1: 1. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesHalo.

Definition exp_one : rat -> rat := fun _ => 1%R.
Definition Q : seq nat -> rat := fun _ => 0%R.
Definition K : seq nat -> rat := fun _ => 0%R.
Definition V : seq nat -> rat := fun i => ((nth 0%N i 2)%:R)%R.  (* V [b; k; t; e] = t *)
Definition FQ : nat -> seq nat -> rat := fun r => reindex 2 (contig_map 1 r) Q.
Definition FK : nat -> seq nat -> rat := fun r => reindex 2 (halo_map 1 0 r) K.
Definition FV : nat -> seq nat -> rat := fun r => reindex 2 (halo_map 1 0 r) V.
Definition Fq : nat -> seq nat -> nat := fun r => reindex 0 (contig_map 1 r) op_arange.
Definition Fk : nat -> seq nat -> nat := fun r => reindex 0 (halo_map 1 0 r) op_arange.
Lemma Fk_pos : rel_halo_pos 2 1 0 (2 * 1) Fk.
Proof. by case=> [|[|r]] [|j]. Qed.

Lemma nm_sdpa_halo_false :
  ~ ((2.-1 <= 0 + 1)%N ->
  rel_contiguous_shard 2 2 1 [:: 1; (1 * 1)%N; 1; 1] Q FQ ->
  rel_halo 2 2 1 0 [:: 1; 1; (0 + 1)%N; 1] K FK ->
  rel_halo 2 2 1 0 [:: 1; 1; (0 + 1)%N; 1] V FV ->
  rel_equal [:: (2 * 1)%N] op_arange op_arange ->
  rel_contiguous_shard 2 0 1 [:: 1] op_arange Fq ->
  rel_halo_pos 2 1 0 (2 * 1) Fk ->
  rel_contiguous_shard 2 2 1 [:: 1; (1 * 1)%N; 1; 1]
    (op_sdpa exp_one (2 * 1) 1 1%R 1 (op_sliding_window_mask 2 op_arange op_arange) Q K V)
    (fun r => op_sdpa exp_one (0 + 1) 1 1%R 1 (op_sliding_window_mask 2 (Fq r) (Fk r)) (FQ r) (FK r) (FV r))).
Proof.
move=> /(_ isT (fun r _ i _ => erefl) (fun r _ i _ _ => erefl) (fun r _ i _ _ => erefl) (fun i _ => erefl)).
move=> /(_ (fun r _ i _ => erefl) Fk_pos 1 isT [:: 0; 0; 0; 0] isT).
rewrite /op_sdpa /op_batched_matmul /op_masked_softmax /rowsum !unlock.
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_sdpa_halo_false_stmt :
  ~ (forall {R : fieldType} {exp : R -> R} {P gq Hkv B c h W Dh : nat} {sc : R} {pos : seq nat -> nat} {Fq Fk : nat -> seq nat -> nat} {Q K V : seq nat -> R} {FQ FK FV : nat -> seq nat -> R},
  (W.-1 <= h + c)%N ->
  rel_contiguous_shard P 2 c [:: B; (gq * Hkv)%N; c; Dh] Q FQ ->
  rel_halo P 2 c h [:: B; Hkv; (h + c)%N; Dh] K FK ->
  rel_halo P 2 c h [:: B; Hkv; (h + c)%N; Dh] V FV ->
  rel_equal [:: (P * c)%N] pos op_arange ->
  rel_contiguous_shard P 0 c [:: c] pos Fq ->
  rel_halo_pos P c h (P * c) Fk ->
  rel_contiguous_shard P 2 c [:: B; (gq * Hkv)%N; c; Dh]
    (op_sdpa exp (P * c) Dh sc gq (op_sliding_window_mask W pos pos) Q K V)
    (fun r => op_sdpa exp (h + c) Dh sc gq (op_sliding_window_mask W (Fq r) (Fk r)) (FQ r) (FK r) (FV r))).
Proof. by move=> H; apply: nm_sdpa_halo_false; exact: H. Qed.
