(* POSITIVE instance of rule axis_map4 (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_axis_map4.v differs in exactly one line:
   op = the 4-ary sum on the innermost axis; the last input is a partial sum on the inner level (missing all-reduce on that axis), claimed replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView.
(* the 4-ary op and its replicated single-axis rule, proved in place (no library rule is 4-ary generic) *)
Definition sum4 {R : comRingType} (X1 X2 X3 X4 : seq nat -> R) : seq nat -> R := fun i => (X1 i + X2 i + X3 i + X4 i)%R.
Definition rep4 {R : comRingType} (P : nat) (s : seq nat) : forall Y1 Y2 Y3 Y4 F1 F2 F3 F4,
  rel_replicated P s Y1 F1 -> rel_replicated P s Y2 F2 -> rel_replicated P s Y3 F3 -> rel_replicated P s Y4 F4 ->
  rel_replicated P s (@sum4 R Y1 Y2 Y3 Y4) (fun r => sum4 (F1 r) (F2 r) (F3 r) (F4 r)) :=
  fun _ _ _ _ _ _ _ _ H1 H2 H3 H4 r rP i ib => f_equal4 (fun a1 a2 a3 a4 => (a1 + a2 + a3 + a4)%R) (H1 r rP i ib) (H2 r rP i ib) (H3 r rP i ib) (H4 r rP i ib).
Theorem obl_axis_map4 {R : comRingType} {P Q c n : nat} {Y1 Y2 Y3 Y4 : seq nat -> R} {H1 H2 H3 H4 : seq nat -> seq nat -> R} :
  rel_axis (rel_replicated Q [:: c; n]) Y1 H1 ->
  rel_axis (rel_replicated Q [:: c; n]) Y2 H2 ->
  rel_axis (rel_replicated Q [:: c; n]) Y3 H3 ->
  rel_axis (rel_replicated Q [:: c; n]) Y4 H4 ->
  rel_axis (rel_replicated Q [:: c; n]) (sum4 Y1 Y2 Y3 Y4) (fun x => sum4 (H1 x) (H2 x) (H3 x) (H4 x)).
Proof. exact: (axis_map4 (rep4 Q [:: c; n])). Qed.
