(* REFUTATION of the near-miss nearmiss/nm_zigzag_all_gather.v (the shards are contiguous, so the zigzag un-permutation puts rows in the wrong order):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: T = nat, P = 2, c = 1, n = 1, X [t; j] = t, F r := X's contiguous shard of 2 rows.
   Index [:: 1; 0]: the un-permuted gather reads gathered row 2 = X row 2, the SM X [:: 1; 0] = 1. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.

Definition X : seq nat -> nat := fun i => nth 0 i 0.
Definition F : nat -> seq nat -> nat := fun r => reindex 0 (contig_map 2 r) X.

Lemma nm_zigzag_all_gather_false :
  ~ (rel_contiguous_shard 2 0 (2 * 1)%N [:: (2 * 1)%N; 1] X F ->
  rel_replicated 2 [:: (2 * 2 * 1)%N; 1] X (fun _ => reindex 0 (zz_unpermute 2 1) (op_all_gather 0 (2 * 1) F))).
Proof.
move=> /(_ (fun r _ i _ => erefl) 0 isT [:: 1; 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_zigzag_all_gather_false_stmt :
  ~ (forall {T : Type} {P c n : nat} {X : seq nat -> T} {F : nat -> seq nat -> T},
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] X F ->
  rel_replicated P [:: (2 * P * c)%N; n] X (fun _ => reindex 0 (zz_unpermute P c) (op_all_gather 0 (2 * c) F))).
Proof. by move=> H; apply: nm_zigzag_all_gather_false; exact: H. Qed.
