(* POSITIVE instance of rule nest_map3c (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_map3c.v differs in exactly one line:
   op = (a1 * a2 + a3)%R, replicated over (P, Q), the view / rank ops at every coordinate the same; the last input is a partial sum on the inner level (missing all-reduce on that axis), claimed replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesVocab.
(* the 3-ary op and its replicated single-axis rule, proved in place (no library rule is 3-ary generic) *)
Definition fma3 {R : comRingType} (X1 X2 X3 : seq nat -> R) : seq nat -> R := fun i => (X1 i * X2 i + X3 i)%R.
Definition rep3 {R : comRingType} (P : nat) (s : seq nat) : forall Y1 Y2 Y3 F1 F2 F3,
  rel_replicated P s Y1 F1 -> rel_replicated P s Y2 F2 -> rel_replicated P s Y3 F3 ->
  rel_replicated P s (@fma3 R Y1 Y2 Y3) (fun r => fma3 (F1 r) (F2 r) (F3 r)) :=
  fun _ _ _ _ _ _ H1 H2 H3 r rP i ib => f_equal3 (fun a1 a2 a3 => (a1 * a2 + a3)%R) (H1 r rP i ib) (H2 r rP i ib) (H3 r rP i ib).
Theorem obl_nest_map3c {R : comRingType} {P Q c n : nat} {X1 X2 X3 : seq nat -> R} {G1 G2 G3 : seq nat -> seq nat -> R} :
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X1 G1 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X2 G2 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X3 G3 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) (fma3 X1 X2 X3) (fun x => fma3 (G1 x) (G2 x) (G3 x)).
Proof. exact: (nest_map3c (fp := fun _ => (@fma3 R)) (rep3 P [:: c; n]) (fun i _ => axis_map3 (rep3 Q [:: c; n]))). Qed.
