(* NEAR-MISS of rule nest_map0v (must be REJECTED by coqc): differs from
   positive/nest_map0v.v in exactly one line: a constant tensor C every rank builds itself: replicated on both levels; the outer level claimed a partial sum (wrong relation).
   No Plan IR pair: see its COQ_ONLY reason in tests/nearmiss/test_nearmiss.py. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView.
Theorem obl_nest_map0v {R : comRingType} {P Q : nat} {s : seq nat} {C : seq nat -> R} :
  rel_nest P (rel_partial_sum P 1 s) (rel_axis (rel_replicated Q s)) C (fun _ => C).
Proof. exact: (nest_map0v (Roo := rel_replicated P s) (Mio := rel_axis (rel_replicated Q s)) (fm := fun _ => C) (fp := fun _ => C) (fun r _ i _ => erefl) (fun i _ r _ j _ => erefl)). Qed.
