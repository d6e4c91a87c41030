(* REFUTATION of the near-miss nearmiss/nm_slice_zz_second.v (the second chunk is sliced at (2P - r) * c, not (2P - 1 - r) * c):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = int, P = 2, c = 1, n = 1, X [t; j] = t, F r := X (replicated).
   Rank 0, index [:: 0; 0]: the slice reads X [:: 4; 0] = 4, zz_second X [:: 3; 0] = 3. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.

Definition X : seq nat -> int := fun i => Posz (nth 0 i 0).  (* X [t; ...] = t *)

Lemma nm_slice_zz_second_false :
  ~ (forall (F : nat -> seq nat -> int),
  rel_replicated 2 [:: (2 * 2 * 1)%N; 1] X F ->
  rel_reindex 2 0 (zz_second 2 1) [:: 1; 1] X (fun r => op_slice 0 ((2 * 2 - r) * 1) (F r))).
Proof.
move=> /(_ (fun _ => X) (fun r _ i _ => erefl) 0 isT [:: 0; 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_slice_zz_second_false_stmt :
  ~ (forall {R : comRingType} {P c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R},
  rel_replicated P [:: (2 * P * c)%N; n] X F ->
  rel_reindex P 0 (zz_second P c) [:: c; n] X (fun r => op_slice 0 ((2 * P - r) * c) (F r))).
Proof. by move=> H; apply: nm_slice_zz_second_false; exact: H. Qed.
