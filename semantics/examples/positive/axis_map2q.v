(* POSITIVE instance of rule axis_map2q (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_axis_map2q.v differs in exactly one line:
   a gather of a replicated table by replicated indices under the premise idx_lt (indices in range), on the innermost axis; the table a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMissing RulesMeshView.
Theorem obl_axis_map2q {R : comRingType} {Q t n k : nat} {Y1 : seq nat -> R} {Y2 : seq nat -> nat} {H1 : seq nat -> seq nat -> R} {H2 : seq nat -> seq nat -> nat} :
  idx_lt [:: t; k] n Y2 ->
  rel_axis (rel_replicated Q [:: t; n]) Y1 H1 ->
  rel_axis (rel_replicated Q [:: t; k]) Y2 H2 ->
  rel_axis (rel_replicated Q [:: t; k]) (op_gather 1 Y2 Y1) (fun x => op_gather 1 (H2 x) (H1 x)).
Proof. exact: (axis_map2q (Q := idx_lt [:: t; k] n) (fm := (fun A B => op_gather 1 B A)) (fp := (fun A B => op_gather 1 B A)) (fun Y1 Y2 F1 F2 HQ HX HI => @rule_gather_replicated R Q 1 n [:: t; k] Y1 F1 Y2 F2 isT HQ HX HI)). Qed.
