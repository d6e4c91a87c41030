(* NEAR-MISS of rule nest_map2q (must be REJECTED by coqc): differs from
   positive/nest_map2q.v in exactly one line: masked select under the premise that the mask is true in bounds (carried to every view), replicated over (P, Q); the data input a partial sum on the inner level (missing all-reduce).
   No Plan IR pair: see its COQ_ONLY reason in tests/nearmiss/test_nearmiss.py. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView RulesLayout.
Definition sel {R : comRingType} (A : seq nat -> R) (B : seq nat -> bool) : seq nat -> R := fun i => if B i then A i else 0%R.
Theorem obl_nest_map2q {R : comRingType} {P Q c n : nat} {X1 : seq nat -> R} {X2 : seq nat -> bool} {G1 : seq nat -> seq nat -> R} {G2 : seq nat -> seq nat -> bool} :
  (forall i, in_bounds [:: c; n] i -> X2 i) ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_partial_sum Q 1 [:: c; n])) X1 G1 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X2 G2 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) (sel X1 X2) (fun x => sel (G1 x) (G2 x)).
Proof. exact: (nest_map2q (Q := (fun M : seq nat -> bool => forall i, in_bounds [:: c; n] i -> M i)) (Qi := (fun M : seq nat -> bool => forall i, in_bounds [:: c; n] i -> M i)) (Ro2 := rel_replicated P [:: c; n]) (fs := @sel R) (fm := @sel R) (fp := @sel R) (fun X2 Y2 HQ HR i iP j jb => etrans (HR i iP j jb) (HQ j jb)) (fun Y1 Y2 F1 F2 _ => @rule_replicated_op2 _ _ _ P [:: c; n] [:: c; n] [:: c; n] (@sel R) Y1 Y2 F1 F2 (resp_map2 (s := [:: c; n]) (fun a (b : bool) => if b then a else 0%R))) (axis_map2q (Q := (fun M : seq nat -> bool => forall i, in_bounds [:: c; n] i -> M i)) (fm := @sel R) (fp := @sel R) (fun Y1 Y2 F1 F2 _ => @rule_replicated_op2 _ _ _ Q [:: c; n] [:: c; n] [:: c; n] (@sel R) Y1 Y2 F1 F2 (resp_map2 (s := [:: c; n]) (fun a (b : bool) => if b then a else 0%R))))). Qed.
