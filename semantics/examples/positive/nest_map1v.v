(* POSITIVE instance of rule nest_map1v (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_nest_map1v.v differs in exactly one line:
   op = pointwise (fun v => v * v)%R, replicated over (P, Q), the view / rank ops at every coordinate the same; the last input is a partial sum on the inner level (missing all-reduce on that axis), claimed replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh RulesMeshView.
Theorem obl_nest_map1v {R : comRingType} {P Q c n : nat} {X1 : seq nat -> R} {G1 : seq nat -> seq nat -> R} :
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) X1 G1 ->
  rel_nest P (rel_replicated P [:: c; n]) (rel_axis (rel_replicated Q [:: c; n])) (pointwise (fun v => v * v)%R X1) (fun x => pointwise (fun v => v * v)%R (G1 x)).
Proof. exact: (nest_map1v (fm := fun _ => (pointwise (fun v => v * v)%R)) (fp := fun _ => (pointwise (fun v => v * v)%R)) (@rule_map1_replicated R (fun v => v * v)%R P [:: c; n]) (fun i _ => axis_map1 (@rule_map1_replicated R (fun v => v * v)%R Q [:: c; n]))). Qed.
