(* POSITIVE instance of rule slice_replicated_zz_second (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_replicated_zz_second.v differs in exactly one line:
   the sliced value is a partial sum (missing all-reduce), not replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle.
Theorem obl_zz_second {R : comRingType} {P Q a c i : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  (i < Q)%N ->
  rel_replicated P [:: a; (2 * Q * c)%N] X F ->
  rel_replicated P [:: a; c] (op_slice 1 ((2 * Q - 1 - i) * c) X) (fun r => op_slice 1 ((2 * Q - 1 - i) * c) (F r)).
Proof. exact: (@rule_slice_replicated_zz_second R P Q (fun r => (2 * Q - 1 - r) * c) i 1 c [:: a; (2 * Q * c)%N] X F isT erefl (fun r _ => erefl)). Qed.
