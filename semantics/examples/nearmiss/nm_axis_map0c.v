(* NEAR-MISS of rule axis_map0c (must be REJECTED by coqc): differs from
   positive/axis_map0c.v in exactly one line: a constant tensor C every rank builds itself (no input): replicated on the innermost axis; claimed a partial sum (each rank a share: wrong relation).
   No Plan IR pair: see its COQ_ONLY reason in tests/nearmiss/test_nearmiss.py. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView.
Theorem obl_axis_map0c {R : comRingType} {Q : nat} {s : seq nat} {C : seq nat -> R} :
  rel_axis (rel_partial_sum Q 1 s) C (fun _ => C).
Proof. exact: (axis_map0c (Ro := rel_replicated Q s) (fm := C) (fp := fun _ => C) (fun r _ i _ => erefl)). Qed.
