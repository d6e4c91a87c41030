(* POSITIVE instance of rule nest_map2c (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_map2c.v differs in exactly one line:
   op = op_add, replicated over (P, Q), the view / rank ops at every coordinate the same; the last input is a partial sum on the inner level (missing all-reduce on that axis), claimed replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesVocab.
Theorem obl_nest_map2c {R : comRingType} {P Q c n : nat} {X1 X2 : seq nat -> R} {G1 G2 : seq nat -> seq nat -> R} :
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X1 G1 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X2 G2 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) (op_add X1 X2) (fun x => op_add (G1 x) (G2 x)).
Proof. exact: (nest_map2c (fm := @op_add R) (fp := fun _ => (@op_add R)) (@rule_map2_replicated R (fun a b => (a + b)%R) P [:: c; n]) (fun i _ => axis_map2 (@rule_map2_replicated R (fun a b => (a + b)%R) Q [:: c; n]))). Qed.
