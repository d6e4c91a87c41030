(* NEAR-MISS of rule axis_map2q (must be REJECTED by coqc): differs from
   positive/axis_map2q.v in exactly one line: masked select under the premise that the mask is all true, replicated on the innermost axis; the data input a partial sum (missing all-reduce).
   No Plan IR pair: see its COQ_ONLY reason in tests/nearmiss/test_nearmiss.py. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView RulesLayout.
Definition sel {R : comRingType} (A : seq nat -> R) (B : seq nat -> bool) : seq nat -> R := fun i => if B i then A i else 0%R.
Theorem obl_axis_map2q {R : comRingType} {Q c n : nat} {Y1 : seq nat -> R} {Y2 : seq nat -> bool} {H1 : seq nat -> seq nat -> R} {H2 : seq nat -> seq nat -> bool} :
  (forall i, Y2 i) ->
  rel_axis (rel_partial_sum Q 1 [:: c; n]) Y1 H1 ->
  rel_axis (rel_replicated Q [:: c; n]) Y2 H2 ->
  rel_axis (rel_replicated Q [:: c; n]) (sel Y1 Y2) (fun x => sel (H1 x) (H2 x)).
Proof. exact: (axis_map2q (Q := (fun M : seq nat -> bool => forall i, M i)) (fm := @sel R) (fp := @sel R) (fun Y1 Y2 F1 F2 _ => @rule_replicated_op2 _ _ _ Q [:: c; n] [:: c; n] [:: c; n] (@sel R) Y1 Y2 F1 F2 (resp_map2 (s := [:: c; n]) (fun a (b : bool) => if b then a else 0%R)))). Qed.
