(* NEAR-MISS of rule nest_map3 (must be REJECTED by coqc): differs from
   positive/nest_map3.v in exactly one line: op = X1 * X2 + X3, replicated over (P, Q); the last input is a partial sum on the inner level (missing all-reduce on that axis), claimed replicated.
   tests/nearmiss/data/nest_map3_nearmiss.textproto is its plan-side near-miss (the same change, on tp);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh.
(* the 3-ary op and its replicated single-axis rule, proved in place (no library rule is 3-ary generic) *)
Definition fma3 {R : comRingType} (X1 X2 X3 : seq nat -> R) : seq nat -> R := fun i => (X1 i * X2 i + X3 i)%R.
Definition rep3 {R : comRingType} (P : nat) (s : seq nat) : forall Y1 Y2 Y3 F1 F2 F3,
  rel_replicated P s Y1 F1 -> rel_replicated P s Y2 F2 -> rel_replicated P s Y3 F3 ->
  rel_replicated P s (@fma3 R Y1 Y2 Y3) (fun r => fma3 (F1 r) (F2 r) (F3 r)) :=
  fun _ _ _ _ _ _ H1 H2 H3 r rP i ib => f_equal3 (fun a1 a2 a3 => (a1 * a2 + a3)%R) (H1 r rP i ib) (H2 r rP i ib) (H3 r rP i ib).
Theorem obl_nest_map3 {R : comRingType} {P Q c n : nat} {X1 X2 X3 : seq nat -> R} {G1 G2 G3 : seq nat -> seq nat -> R} :
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X1 G1 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X2 G2 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_partial_sum Q 1 [:: c; n])) X3 G3 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) (fma3 X1 X2 X3) (fun x => fma3 (G1 x) (G2 x) (G3 x)).
Proof. exact: (nest_map3 (rep3 P [:: c; n]) (axis_map3 (rep3 Q [:: c; n]))). Qed.
