(* POSITIVE instance of rule nest_map0v (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_map0v.v differs in exactly one line:
   a constant tensor C every rank builds itself: replicated on both levels; the outer level claimed a partial sum (wrong relation). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView.
Theorem obl_nest_map0v {R : comRingType} {P Q : nat} {s : seq nat} {C : seq nat -> R} :
  rel_nest P (rel_replicated P s) (rel_axis (rel_replicated Q s)) C (fun _ => C).
Proof. exact: (nest_map0v (Roo := rel_replicated P s) (Mio := rel_axis (rel_replicated Q s)) (fm := fun _ => C) (fp := fun _ => C) (fun r _ i _ => erefl) (fun i _ r _ j _ => erefl)). Qed.
