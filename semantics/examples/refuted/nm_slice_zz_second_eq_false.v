(* REFUTATION of the near-miss nearmiss/nm_slice_zz_second_eq.v (the second chunk cut at r * c, not (2P - 1 - r) * c):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: P = 2, c = 1, a = 1, X := the position as an integer, F r := X (replicated). Rank 0, index [:: 0; 0]:
   the cut reads X [:: 0; 0] = 0, zz_second X [:: 3; 0] = 3. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.

Local Notation Xi := (fun i : seq nat => (Posz (nth 0 i 0) : int)).

Lemma nm_slice_zz_second_eq_false :
  ~ (forall (F : nat -> seq nat -> int),
  rel_replicated 2 [:: (2 * 2 * 1)%N; 1] Xi F ->
  rel_reindex 2 0 (zz_second 2 1) [:: 1; 1] Xi (fun r => op_slice 0 (r * 1) (F r))).
Proof.
move=> /(_ (fun _ => Xi) (fun r _ i _ => erefl) 0 isT [:: 0; 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_slice_zz_second_eq_false_stmt :
  ~ (forall {R : comRingType} {P c a : nat} {X : seq nat -> R} {F : nat -> seq nat -> R},
  rel_replicated P [:: (2 * P * c)%N; a] X F ->
  rel_reindex P 0 (zz_second P c) [:: c; a] X (fun r => op_slice 0 (r * c) (F r))).
Proof. by move=> H; apply: nm_slice_zz_second_eq_false; exact: H. Qed.
