(* REFUTATION of the near-miss nearmiss/nm_halo_positions.v (rank r's halo positions start at r * c, not r * c - h):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: P = 2, c = 1, h = 1, pos := op_arange, Fq r := its contiguous shard.
   Rank 1, slot j = 0 (a real key: h <= 1 * 1 + 0): the near-miss gives position 1, the key's is 1 + 0 - 1 = 0. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesHalo.

Definition Fq : nat -> seq nat -> nat := fun r => reindex 0 (contig_map 1 r) op_arange.

Lemma nm_halo_positions_false :
  ~ (1 <= 1 ->
  rel_equal [:: 2 * 1] op_arange op_arange ->
  rel_contiguous_shard 2 0 1 [:: 1] op_arange Fq ->
  rel_halo_pos 2 1 1 (2 * 1)
    (fun r => op_concat_index 0 1 (op_arange_from (if r == 0 then 2 * 1 else r * 1)) (Fq r))).
Proof.
move=> /(_ isT (fun i _ => erefl) (fun r _ i _ => erefl) 1 0 isT isT) [] /(_ isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_halo_positions_false_stmt :
  ~ (forall {P c h : nat} {pos : seq nat -> nat} {Fq : nat -> seq nat -> nat},
  h <= c ->
  rel_equal [:: P * c] pos op_arange ->
  rel_contiguous_shard P 0 c [:: c] pos Fq ->
  rel_halo_pos P c h (P * c)
    (fun r => op_concat_index 0 h (op_arange_from (if r == 0 then P * c else r * c)) (Fq r))).
Proof. by move=> H; apply: nm_halo_positions_false; exact: H. Qed.
