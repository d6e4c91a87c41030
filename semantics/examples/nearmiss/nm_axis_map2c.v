(* NEAR-MISS of rule axis_map2c (must be REJECTED by coqc): differs from
   positive/axis_map2c.v in exactly one line: op = add (the rank op ignores the coordinate) on the innermost axis; the last input is a partial sum on the inner level (missing all-reduce on that axis), claimed replicated.
   tests/nearmiss/data/axis_map2c_nearmiss.textproto is its plan-side near-miss (the same change, on tp);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesVocab.
Theorem obl_axis_map2c {R : comRingType} {P Q c n : nat} {Y1 Y2 : seq nat -> R} {H1 H2 : seq nat -> seq nat -> R} :
  rel_axis (rel_replicated Q [:: c; n]) Y1 H1 ->
  rel_axis (rel_partial_sum Q 1 [:: c; n]) Y2 H2 ->
  rel_axis (rel_replicated Q [:: c; n]) (op_add Y1 Y2) (fun x => op_add (H1 x) (H2 x)).
Proof. exact: (axis_map2c (fm := @op_add R) (fp := fun _ => @op_add R) (@rule_map2_replicated R (fun a b => (a + b)%R) Q [:: c; n])). Qed.
