(* POSITIVE instance of rule map2_replicated (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_map2_replicated.v differs in exactly one line:
   f a b = a * b + a; the first input is a partial sum (missing all-reduce) instead of replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Theorem obl_map2_replicated {R : comRingType} {P b n : nat} {x y : seq nat -> R} {Fx Fy : nat -> seq nat -> R} :
  rel_replicated P [:: b; n] x Fx ->
  rel_replicated P [:: b; n] y Fy ->
  rel_replicated P [:: b; n] (fun i => (fun a b => a * b + a)%R (x i) (y i)) (fun r i => (fun a b => a * b + a)%R (Fx r i) (Fy r i)).
Proof. exact: (@rule_map2_replicated R (fun a b => a * b + a)%R P [:: b; n]). Qed.
