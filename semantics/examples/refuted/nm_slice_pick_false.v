(* REFUTATION of the near-miss nearmiss/nm_slice_pick.v (the piece layout zz_pick with stride c, not the shard length 2 * c):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = int, P = 2, a = 1, c = 1, o := 0, X [a; t] = t, F r := X's contiguous shard of 2.
   Rank 1, index [:: 0; 0]: the slice reads F 1 [:: 0; 0] = X [:: 0; 2] = 2, zz_pick 1 o X [:: 0; 1] = 1. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle.

Definition X : seq nat -> int := fun i => Posz (nth 0 i 1).  (* X [a; t] = t *)
Definition o0 : nat -> nat := fun _ => 0.
Definition F : nat -> seq nat -> int := fun r => reindex 1 (contig_map 2 r) X.

Lemma nm_slice_pick_false :
  ~ ((forall r, r < 2 -> o0 r <= 1)%N ->
  rel_contiguous_shard 2 1 (2 * 1) [:: 1; (2 * 1)%N] X F ->
  rel_reindex 2 1 (zz_pick 1 o0) [:: 1; 1] X (fun r => op_slice 1 (o0 r) (F r))).
Proof.
move=> /(_ (fun r _ => isT) (fun r _ i _ => erefl) 1 isT [:: 0; 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_slice_pick_false_stmt :
  ~ (forall {R : comRingType} {P a c : nat} {o : nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R},
  (forall r, r < P -> o r <= c)%N ->
  rel_contiguous_shard P 1 (2 * c) [:: a; (2 * c)%N] X F ->
  rel_reindex P 1 (zz_pick c o) [:: a; c] X (fun r => op_slice 1 (o r) (F r))).
Proof. by move=> H; apply: nm_slice_pick_false; exact: H. Qed.
