(* NEAR-MISS of rule nest_map2q (must be REJECTED by coqc): differs from
   positive/nest_map2q.v in exactly one line: a gather of a replicated table by replicated indices under idx_lt, carried to every view (idx_lt_replicated), over (P, Q); the table a partial sum on the inner level (missing all-reduce).
   tests/nearmiss/data/nest_map2q_nearmiss.textproto is its plan-side near-miss (the same change, on tp);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMissing RulesMeshView.
Theorem obl_nest_map2q {R : comRingType} {P Q t n k : nat} {X1 : seq nat -> R} {X2 : seq nat -> nat} {G1 : seq nat -> seq nat -> R} {G2 : seq nat -> seq nat -> nat} :
  idx_lt [:: t; k] n X2 ->
  rel_nest P (rel_replicated P [:: t; n]) (rel_axis (rel_partial_sum Q 1 [:: t; n])) X1 G1 ->
  rel_nest P (rel_replicated P [:: t; k]) (rel_axis (rel_replicated Q [:: t; k])) X2 G2 ->
  rel_nest P (rel_replicated P [:: t; k]) (rel_axis (rel_replicated Q [:: t; k])) (op_gather 1 X2 X1) (fun x => op_gather 1 (G2 x) (G1 x)).
Proof. exact: (nest_map2q (Q := idx_lt [:: t; k] n) (Qi := idx_lt [:: t; k] n) (Ro2 := rel_replicated P [:: t; k]) (fs := (fun A B => op_gather 1 B A)) (fm := (fun A B => op_gather 1 B A)) (fp := (fun A B => op_gather 1 B A)) (fun X2 Y2 HQ HR => idx_lt_replicated HQ HR) (fun X1 X2 Y1 Y2 HQ HX HI => @rule_gather_replicated R P 1 n [:: t; k] X1 Y1 X2 Y2 isT HQ HX HI) (axis_map2q (Q := idx_lt [:: t; k] n) (fm := (fun A B => op_gather 1 B A)) (fp := (fun A B => op_gather 1 B A)) (fun Y1 Y2 F1 F2 HQ HX HI => @rule_gather_replicated R Q 1 n [:: t; k] Y1 F1 Y2 F2 isT HQ HX HI))). Qed.
