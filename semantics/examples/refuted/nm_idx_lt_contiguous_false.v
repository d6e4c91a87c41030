(* REFUTATION of the near-miss nearmiss/nm_idx_lt_contiguous.v (the input bound n + 1 claimed to give the bound n):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: P = 2, c = 1, a = 1, n = 0, X := 0 (below 1), Y r := X's contiguous shard.
   Member 0 at [:: 0; 0]: 0 < 0 fails. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.

Definition X : seq nat -> nat := fun _ => 0.
Definition Y : nat -> seq nat -> nat := fun r => reindex 0 (contig_map 1 r) X.

Lemma nm_idx_lt_contiguous_false :
  ~ (idx_lt [:: (2 * 1)%N; 1] 0.+1 X ->
  rel_contiguous_shard 2 0 1 [:: 1; 1] X Y ->
  forall i, i < 2 -> idx_lt [:: 1; 1] 0 (Y i)).
Proof.
move=> /(_ (fun _ _ => isT) (fun r _ i _ => erefl) 0 isT [:: 0; 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_idx_lt_contiguous_false_stmt :
  ~ (forall {P c a n : nat} {X : seq nat -> nat} {Y : nat -> seq nat -> nat},
  idx_lt [:: (P * c)%N; a] n.+1 X ->
  rel_contiguous_shard P 0 c [:: c; a] X Y ->
  forall i, i < P -> idx_lt [:: c; a] n (Y i)).
Proof. by move=> H; apply: nm_idx_lt_contiguous_false; exact: H. Qed.
