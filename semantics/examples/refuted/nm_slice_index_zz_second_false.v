(* REFUTATION of the near-miss nearmiss/nm_slice_index_zz_second.v (the second chunk's positions cut at r * c, not (2P - 1 - r) * c):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: P = 2, c = 1, X := op_arange, F r := X (replicated). Rank 0, index [:: 0]:
   the cut reads X [:: 0] = 0, zz_second X [:: 3] = 3. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.

Lemma nm_slice_index_zz_second_false :
  ~ (forall (F : nat -> seq nat -> nat),
  rel_replicated 2 [:: (2 * 2 * 1)%N] op_arange F ->
  rel_reindex 2 0 (zz_second 2 1) [:: 1] op_arange (fun r => op_slice_index 0 (r * 1) (F r))).
Proof.
move=> /(_ (fun _ => op_arange) (fun r _ i _ => erefl) 0 isT [:: 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_slice_index_zz_second_false_stmt :
  ~ (forall {P c : nat} {X : seq nat -> nat} {F : nat -> seq nat -> nat},
  rel_replicated P [:: (2 * P * c)%N] X F ->
  rel_reindex P 0 (zz_second P c) [:: c] X (fun r => op_slice_index 0 (r * c) (F r))).
Proof. by move=> H; apply: nm_slice_index_zz_second_false; exact: H. Qed.
