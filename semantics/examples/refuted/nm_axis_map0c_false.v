(* REFUTATION of the near-miss nearmiss/nm_axis_map0c.v (the constant every rank builds claimed a partial sum with scale 1, not replicated):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = int, Q = 2, s = [:: 1], C := 1. Index [:: 0]: 1 <> 1 * (1 + 1). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView.

Definition C : seq nat -> int := fun _ => 1%R.

Lemma nm_axis_map0c_false :
  ~ (rel_axis (rel_partial_sum 2 1 [:: 1]) C (fun _ => C)).
Proof.
move=> /(_ [:: 0] isT).
rewrite !unlock.
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_axis_map0c_false_stmt :
  ~ (forall {R : comRingType} {Q : nat} {s : seq nat} {C : seq nat -> R},
  rel_axis (rel_partial_sum Q 1 s) C (fun _ => C)).
Proof. by move=> H; apply: nm_axis_map0c_false; exact: H. Qed.
