(* REFUTATION of the near-miss nearmiss/nm_idx_lt_replicated.v (the input bound n + 1 claimed to give the bound n):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: P = 2, n = 0, s = [:: 1], X := 0 (below 1), Y i := X. Member 0 at [:: 0]: 0 < 0 fails. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Relations Rules RulesMissing RulesReplicatedLoss RulesMeshView.

Definition X : seq nat -> nat := fun _ => 0.

Lemma nm_idx_lt_replicated_false :
  ~ (forall (Y : nat -> seq nat -> nat),
  idx_lt [:: 1] 0.+1 X ->
  rel_replicated 2 [:: 1] X Y ->
  forall i, i < 2 -> idx_lt [:: 1] 0 (Y i)).
Proof.
move=> /(_ (fun _ => X) (fun _ _ => isT) (fun r _ i _ => erefl) 0 isT [:: 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_idx_lt_replicated_false_stmt :
  ~ (forall {P n : nat} {s : seq nat} {X : seq nat -> nat} {Y : nat -> seq nat -> nat},
  idx_lt s n.+1 X ->
  rel_replicated P s X Y ->
  forall i, i < P -> idx_lt s n (Y i)).
Proof. by move=> H; apply: nm_idx_lt_replicated_false; exact: H. Qed.
