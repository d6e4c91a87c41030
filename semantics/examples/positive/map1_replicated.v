(* POSITIVE instance of rule map1_replicated (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_map1_replicated.v differs in exactly one line:
   f = squaring; the input is a partial sum (missing all-reduce) instead of replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Theorem obl_map1_replicated {R : comRingType} {P b n : nat} {x : seq nat -> R} {Fx : nat -> seq nat -> R} :
  rel_replicated P [:: b; n] x Fx ->
  rel_replicated P [:: b; n] (pointwise (fun v => v * v)%R x) (fun r => pointwise (fun v => v * v)%R (Fx r)).
Proof. exact: (@rule_map1_replicated R (fun v => v * v)%R P [:: b; n]). Qed.
