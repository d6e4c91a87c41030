(* REFUTATION of the near-miss nearmiss/nm_concat_index_zigzag.v (the second positions are the rank's contiguous chunk r, not the mirrored chunk 2P-1-r):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: P = 2, c = 1, F1 = F2 := the contiguous shards of the SM positions.
   Rank 0, index [:: 1]: the concat gives F2 0 [:: 0] = 0, the zigzag layout position 3. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.

Definition F : nat -> seq nat -> nat := fun r => reindex 0 (contig_map 1 r) (op_arange_from 0).

Lemma nm_concat_index_zigzag_false :
  ~ (forall (F1 F2 : nat -> seq nat -> nat),
  rel_contiguous_shard 2 0 1 [:: 1] (op_arange_from 0) F1 ->
  rel_contiguous_shard 2 0 1 [:: 1] (op_arange_from 0) F2 ->
  rel_zigzag 2 0 1 [:: (2 * 1)%N] (op_arange_from 0) (fun r => op_concat_index 0 1 (F1 r) (F2 r))).
Proof.
move=> /(_ F F (fun r _ i _ => erefl) (fun r _ i _ => erefl) 0 isT [:: 1] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_concat_index_zigzag_false_stmt :
  ~ (forall {P c : nat} {F1 F2 : nat -> seq nat -> nat},
  rel_contiguous_shard P 0 c [:: c] (op_arange_from 0) F1 ->
  rel_contiguous_shard P 0 c [:: c] (op_arange_from 0) F2 ->
  rel_zigzag P 0 c [:: (2 * c)%N] (op_arange_from 0) (fun r => op_concat_index 0 c (F1 r) (F2 r))).
Proof. by move=> H; apply: nm_concat_index_zigzag_false; exact: H. Qed.
