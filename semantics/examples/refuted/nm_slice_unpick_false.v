(* REFUTATION of the near-miss nearmiss/nm_slice_unpick.v (the receive buffer zigzag, not zz_recv):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = int, P = 2, a = 1, c = 1, o := 0, X [a; t] = t, F r := X's zigzag view.
   Rank 1, index [:: 0; 0]: the slice reads F 1 [:: 0; 0] = X [:: 0; 1] = 1, zz_unpick X [:: 0; 3] = 3. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle RulesZigzagLeave.

Definition X : seq nat -> int := fun i => Posz (nth 0 i 1).  (* X [a; t] = t *)
Definition o0 : nat -> nat := fun _ => 0.
Definition F : nat -> seq nat -> int := fun r => reindex 1 (zz_glob 2 1 r) X.

Lemma nm_slice_unpick_false :
  ~ ((forall r, r < 2 -> o0 r <= 1)%N ->
  rel_zigzag 2 1 1 [:: 1; (2 * 1)%N] X F ->
  rel_reindex 2 1 (zz_unpick 2 1 o0) [:: 1; 1] X (fun r => op_slice 1 (o0 r) (F r))).
Proof.
move=> /(_ (fun r _ => isT) (fun r _ i _ => erefl) 1 isT [:: 0; 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_slice_unpick_false_stmt :
  ~ (forall {R : comRingType} {P a c : nat} {o : nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R},
  (forall r, r < P -> o r <= c)%N ->
  rel_zigzag P 1 c [:: a; (2 * c)%N] X F ->
  rel_reindex P 1 (zz_unpick P c o) [:: a; c] X (fun r => op_slice 1 (o r) (F r))).
Proof. by move=> H; apply: nm_slice_unpick_false; exact: H. Qed.
