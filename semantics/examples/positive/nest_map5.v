(* POSITIVE instance of rule nest_map5 (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_map5.v differs in exactly one line:
   op = the 5-ary sum, replicated over (P, Q); the last input is a partial sum on the inner level (missing all-reduce on that axis), claimed replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView.
(* the 5-ary op and its replicated single-axis rule, proved in place (no library rule is 5-ary generic) *)
Definition sum5 {R : comRingType} (X1 X2 X3 X4 X5 : seq nat -> R) : seq nat -> R := fun i => (X1 i + X2 i + X3 i + X4 i + X5 i)%R.
Definition rep5 {R : comRingType} (P : nat) (s : seq nat) : forall Y1 Y2 Y3 Y4 Y5 F1 F2 F3 F4 F5,
  rel_replicated P s Y1 F1 -> rel_replicated P s Y2 F2 -> rel_replicated P s Y3 F3 -> rel_replicated P s Y4 F4 -> rel_replicated P s Y5 F5 ->
  rel_replicated P s (@sum5 R Y1 Y2 Y3 Y4 Y5) (fun r => sum5 (F1 r) (F2 r) (F3 r) (F4 r) (F5 r)) :=
  fun _ _ _ _ _ _ _ _ _ _ H1 H2 H3 H4 H5 r rP i ib => f_equal5 (fun a1 a2 a3 a4 a5 => (a1 + a2 + a3 + a4 + a5)%R) (H1 r rP i ib) (H2 r rP i ib) (H3 r rP i ib) (H4 r rP i ib) (H5 r rP i ib).
Theorem obl_nest_map5 {R : comRingType} {P Q c n : nat} {X1 X2 X3 X4 X5 : seq nat -> R} {G1 G2 G3 G4 G5 : seq nat -> seq nat -> R} :
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X1 G1 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X2 G2 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X3 G3 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X4 G4 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X5 G5 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) (sum5 X1 X2 X3 X4 X5) (fun x => sum5 (G1 x) (G2 x) (G3 x) (G4 x) (G5 x)).
Proof. exact: (nest_map5 (rep5 P [:: c; n]) (axis_map5 (rep5 Q [:: c; n]))). Qed.
