(* REFUTATION of the near-miss nearmiss/nm_nest_map0v.v (the constant claimed a partial sum with scale 1 on the outer axis, not replicated):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = int, P = 2, Q = 1, s = [:: 1], C := 1. The inner level forces both outer views
   Y 0 = Y 1 = C, so the outer partial sum says 1 = 1 * (1 + 1). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView.

Definition C : seq nat -> int := fun _ => 1%R.

Lemma nm_nest_map0v_false :
  ~ (rel_nest 2 (rel_partial_sum 2 1 [:: 1]) (rel_axis (rel_replicated 1 [:: 1])) C (fun _ => C)).
Proof.
case=> Y [HY HQ]; move: (HY [:: 0] isT); rewrite !unlock /=.
rewrite -(HQ 0 isT 0 isT [:: 0] isT) -(HQ 1 isT 0 isT [:: 0] isT).
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_nest_map0v_false_stmt :
  ~ (forall {R : comRingType} {P Q : nat} {s : seq nat} {C : seq nat -> R},
  rel_nest P (rel_partial_sum P 1 s) (rel_axis (rel_replicated Q s)) C (fun _ => C)).
Proof. by move=> H; apply: nm_nest_map0v_false; exact: H. Qed.
