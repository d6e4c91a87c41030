(* REFUTATION of the near-miss nearmiss/nm_concat_pick_pair.v (the two views equal only on the piece shape [a; c], not on the level-above [a; P * 2c]):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = int, P = 2, a = 1, c = 1, o2 := 0, X1 := 0, X2 [a; t] = t (equal on [1; 1]: column 0),
   F1, F2 := the pieces read through zz_pick. Rank 1, index [:: 0; 0]: the concat's first piece is
   X1 at column 1 * 2 + 1 = 3, i.e. 0, the send layout X2 [:: 0; 3] = 3. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle.

Definition X1 : seq nat -> int := fun _ => 0%R.
Definition X2 : seq nat -> int := fun i => Posz (nth 0 i 1).  (* X2 [a; t] = t *)
Definition o0 : nat -> nat := fun _ => 0.
Definition F1 : nat -> seq nat -> int := fun r => reindex 1 (zz_pick (2 * 1) (fun r => r * 1) r) X1.
Definition F2 : nat -> seq nat -> int := fun r => reindex 1 (zz_pick (2 * 1) o0 r) X2.
Lemma X12 : teq [:: 1; 1] X1 X2.
Proof. case=> [|i0 [|i1 [|i2 i]]] // /in_boundsP [_ /(_ 1 isT) /=]; by case: i1. Qed.

Lemma nm_concat_pick_pair_false :
  ~ ((2 <= 2)%N ->
  teq [:: 1; 1] X1 X2 ->
  rel_reindex 2 1 (zz_pick (2 * 1) (fun r => r * 1)) [:: 1; 1] X1 F1 ->
  rel_reindex 2 1 (zz_pick (2 * 1) o0) [:: 1; 1] X2 F2 ->
  rel_reindex 2 1 (zz_send (2 * 1) 1 (fun r => r * 1) o0) [:: 1; (2 * 1)%N] X2 (fun r => op_concat 1 1 (F1 r) (F2 r))).
Proof.
move=> /(_ isT X12 (fun r _ i _ => erefl) (fun r _ i _ => erefl) 1 isT [:: 0; 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_concat_pick_pair_false_stmt :
  ~ (forall {R : comRingType} {P a c : nat} {o2 : nat -> nat} {X1 X2 : seq nat -> R} {F1 F2 : nat -> seq nat -> R},
  (P <= 2)%N ->
  teq [:: a; c] X1 X2 ->
  rel_reindex P 1 (zz_pick (2 * c) (fun r => r * c)) [:: a; c] X1 F1 ->
  rel_reindex P 1 (zz_pick (2 * c) o2) [:: a; c] X2 F2 ->
  rel_reindex P 1 (zz_send (2 * c) c (fun r => r * c) o2) [:: a; (2 * c)%N] X2 (fun r => op_concat 1 c (F1 r) (F2 r))).
Proof. by move=> H; apply: nm_concat_pick_pair_false; exact: H. Qed.
