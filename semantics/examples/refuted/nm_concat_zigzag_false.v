(* REFUTATION of the near-miss nearmiss/nm_concat_zigzag.v (the second part is the rank's contiguous chunk r, not the mirrored chunk 2P-1-r):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = int, P = 2, c = 1, n = 1, X [t; j] = t, F1 = F2 := X's contiguous shards.
   Rank 0, index [:: 1; 0]: the concat gives F2 0 [:: 0; 0] = X [:: 0; 0] = 0, the zigzag layout X [:: 3; 0] = 3. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.

Definition X : seq nat -> int := fun i => Posz (nth 0 i 0).  (* X [t; ...] = t *)
Definition F : nat -> seq nat -> int := fun r => reindex 0 (contig_map 1 r) X.

Lemma nm_concat_zigzag_false :
  ~ (forall (F1 F2 : nat -> seq nat -> int),
  rel_contiguous_shard 2 0 1 [:: 1; 1] X F1 ->
  rel_contiguous_shard 2 0 1 [:: 1; 1] X F2 ->
  rel_zigzag 2 0 1 [:: (2 * 1)%N; 1] X (fun r => op_concat 0 1 (F1 r) (F2 r))).
Proof.
move=> /(_ F F (fun r _ i _ => erefl) (fun r _ i _ => erefl) 0 isT [:: 1; 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_concat_zigzag_false_stmt :
  ~ (forall {R : comRingType} {P c n : nat} {X : seq nat -> R} {F1 F2 : nat -> seq nat -> R},
  rel_contiguous_shard P 0 c [:: c; n] X F1 ->
  rel_contiguous_shard P 0 c [:: c; n] X F2 ->
  rel_zigzag P 0 c [:: (2 * c)%N; n] X (fun r => op_concat 0 c (F1 r) (F2 r))).
Proof. by move=> H; apply: nm_concat_zigzag_false; exact: H. Qed.
