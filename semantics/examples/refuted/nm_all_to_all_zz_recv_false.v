(* REFUTATION of the near-miss nearmiss/nm_all_to_all_zz_recv.v (the all_to_all's input contiguous, not zigzag):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: T = nat, P = 2, a = 1, c = 1, X [a; t] = t, F r := X's contiguous shard of 2.
   Rank 0, index [:: 0; 1]: the all_to_all gives rank 1's piece 0, X [:: 0; 2] = 2; zz_recv reads X [:: 0; 1] = 1. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle RulesZigzagLeave.

Definition X : seq nat -> nat := fun i => nth 0 i 1.
Definition F : nat -> seq nat -> nat := fun r => reindex 1 (contig_map 2 r) X.

Lemma nm_all_to_all_zz_recv_false :
  ~ ((2 <= 2)%N -> (2 <= 2)%N ->
  rel_contiguous_shard 2 1 (2 * 1)%N [:: 1; (2 * 1)%N] X F ->
  rel_reindex 2 1 (zz_recv 2 1) [:: 1; (2 * 1)%N] X (fun j => op_all_to_all_dim 1 (a2a_piece (2 * 1) 2) F j)).
Proof.
move=> /(_ isT isT (fun r _ i _ => erefl) 0 isT [:: 0; 1] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_all_to_all_zz_recv_false_stmt :
  ~ (forall {T : Type} {P a c : nat} {X : seq nat -> T} {F : nat -> seq nat -> T},
  (2 <= P)%N -> (P <= 2)%N ->
  rel_contiguous_shard P 1 (2 * c)%N [:: a; (2 * c)%N] X F ->
  rel_reindex P 1 (zz_recv P c) [:: a; (2 * c)%N] X (fun j => op_all_to_all_dim 1 (a2a_piece (2 * c) P) F j)).
Proof. by move=> H; apply: nm_all_to_all_zz_recv_false; exact: H. Qed.
