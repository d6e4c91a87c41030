(* POSITIVE instance of rule axis_map0c (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_axis_map0c.v differs in exactly one line:
   a constant tensor C every rank builds itself (no input): replicated on the innermost axis; claimed a partial sum (each rank a share: wrong relation). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView.
Theorem obl_axis_map0c {R : comRingType} {Q : nat} {s : seq nat} {C : seq nat -> R} :
  rel_axis (rel_replicated Q s) C (fun _ => C).
Proof. exact: (axis_map0c (Ro := rel_replicated Q s) (fm := C) (fp := fun _ => C) (fun r _ i _ => erefl)). Qed.
