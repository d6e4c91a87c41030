(* REFUTATION of the near-miss nearmiss/nm_slice_zz_first.v (the chunk is sliced at offset r, not r * c):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = int, P = 2, c = 2, n = 1, X [t; j] = t, F r := X (replicated).
   Rank 1, index [:: 0; 0]: the slice reads X [:: 1; 0] = 1, the layout X [:: 2; 0] = 2. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.

Definition X : seq nat -> int := fun i => Posz (nth 0 i 0).  (* X [t; ...] = t *)

Lemma nm_slice_zz_first_false :
  ~ (forall (F : nat -> seq nat -> int),
  rel_replicated 2 [:: (2 * 2 * 2)%N; 1] X F ->
  rel_contiguous_shard 2 0 2 [:: 2; 1] X (fun r => op_slice 0 r (F r))).
Proof.
move=> /(_ (fun _ => X) (fun r _ i _ => erefl) 1 isT [:: 0; 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_slice_zz_first_false_stmt :
  ~ (forall {R : comRingType} {P c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R},
  rel_replicated P [:: (2 * P * c)%N; n] X F ->
  rel_contiguous_shard P 0 c [:: c; n] X (fun r => op_slice 0 r (F r))).
Proof. by move=> H; apply: nm_slice_zz_first_false; exact: H. Qed.
