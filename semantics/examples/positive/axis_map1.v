(* POSITIVE instance of rule axis_map1 (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_axis_map1.v differs in exactly one line:
   op = squaring on the innermost axis; the input is a partial sum on the inner level (missing all-reduce on that axis), claimed replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh.
Theorem obl_axis_map1 {R : comRingType} {P Q c n : nat} {Y : seq nat -> R} {H : seq nat -> seq nat -> R} :
  rel_axis (rel_replicated Q [:: c; n]) Y H ->
  rel_axis (rel_replicated Q [:: c; n]) (pointwise (fun v => v * v)%R Y) (fun x => pointwise (fun v => v * v)%R (H x)).
Proof. exact: (axis_map1 (@rule_map1_replicated R (fun v => v * v)%R Q [:: c; n])). Qed.
