(* REFUTATION of the near-miss nearmiss/nm_slice_unpick_coord.v (the piece offset o r = r in the layout, not the slice's r * c):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = int, P = 2, a = 1, c = 2, X [a; t] = t, F r := X read through zz_recv.
   Rank 1, index [:: 0; 0]: the slice reads F 1 [:: 0; 2] = X [:: 0; 4] = 4, zz_unpick X [:: 0; 7] = 7. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle RulesZigzagLeave.

Definition X : seq nat -> int := fun i => Posz (nth 0 i 1).  (* X [a; t] = t *)
Definition F : nat -> seq nat -> int := fun r => reindex 1 (zz_recv 2 2 r) X.

Lemma nm_slice_unpick_coord_false :
  ~ ((2 <= 2)%N ->
  rel_reindex 2 1 (zz_recv 2 2) [:: 1; (2 * 2)%N] X F ->
  rel_reindex 2 1 (zz_unpick 2 2 (fun r => r)) [:: 1; 2] X
    (fun r => op_slice 1 (r * 2) (F r))).
Proof.
move=> /(_ isT (fun r _ i _ => erefl) 1 isT [:: 0; 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_slice_unpick_coord_false_stmt :
  ~ (forall {R : comRingType} {P a c : nat} {X : seq nat -> R} {F : nat -> seq nat -> R},
  (P <= 2)%N ->
  rel_reindex P 1 (zz_recv P c) [:: a; (2 * c)%N] X F ->
  rel_reindex P 1 (zz_unpick P c (fun r => r)) [:: a; c] X
    (fun r => op_slice 1 (r * c) (F r))).
Proof. by move=> H; apply: nm_slice_unpick_coord_false; exact: H. Qed.
