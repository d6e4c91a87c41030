(* REFUTATION of the near-miss nearmiss/nm_slice_zz_first_eq.v (the chunk cut at offset r, not r * c):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: P = 2, c = 2, a = 1, X := the position as an integer, F r := X (replicated). Rank 1, index [:: 0; 0]:
   the cut reads X [:: 1; 0] = 1, the layout X [:: 2; 0] = 2. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.

Local Notation Xi := (fun i : seq nat => (Posz (nth 0 i 0) : int)).

Lemma nm_slice_zz_first_eq_false :
  ~ (forall (F : nat -> seq nat -> int),
  rel_replicated 2 [:: (2 * 2 * 2)%N; 1] Xi F ->
  rel_contiguous_shard 2 0 2 [:: 2; 1] Xi (fun r => op_slice 0 r (F r))).
Proof.
move=> /(_ (fun _ => Xi) (fun r _ i _ => erefl) 1 isT [:: 0; 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_slice_zz_first_eq_false_stmt :
  ~ (forall {R : comRingType} {P c a : nat} {X : seq nat -> R} {F : nat -> seq nat -> R},
  rel_replicated P [:: (2 * P * c)%N; a] X F ->
  rel_contiguous_shard P 0 c [:: c; a] X (fun r => op_slice 0 r (F r))).
Proof. by move=> H; apply: nm_slice_zz_first_eq_false; exact: H. Qed.
