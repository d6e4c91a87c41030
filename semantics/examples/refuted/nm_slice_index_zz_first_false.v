(* REFUTATION of the near-miss nearmiss/nm_slice_index_zz_first.v (the chunk's positions cut at offset r, not r * c):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: P = 2, c = 2, X := op_arange, F r := X (replicated). Rank 1, index [:: 0]:
   the cut reads X [:: 1] = 1, the layout X [:: 2] = 2. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Relations RulesMissing RulesHaloShift RulesZigzagPos.

Lemma nm_slice_index_zz_first_false :
  ~ (forall (F : nat -> seq nat -> nat),
  rel_replicated 2 [:: (2 * 2 * 2)%N] op_arange F ->
  rel_contiguous_shard 2 0 2 [:: 2] op_arange (fun r => op_slice_index 0 r (F r))).
Proof.
move=> /(_ (fun _ => op_arange) (fun r _ i _ => erefl) 1 isT [:: 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_slice_index_zz_first_false_stmt :
  ~ (forall {P c : nat} {X : seq nat -> nat} {F : nat -> seq nat -> nat},
  rel_replicated P [:: (2 * P * c)%N] X F ->
  rel_contiguous_shard P 0 c [:: c] X (fun r => op_slice_index 0 r (F r))).
Proof. by move=> H; apply: nm_slice_index_zz_first_false; exact: H. Qed.
