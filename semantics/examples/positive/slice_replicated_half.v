(* POSITIVE instance of rule slice_replicated_half (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_replicated_half.v differs in exactly one line:
   the sliced value is a partial sum (missing all-reduce), not replicated. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle.
Theorem obl_half {R : comRingType} {P a o c : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  (o <= c)%N ->
  rel_replicated P [:: a; (2 * c)%N] X F ->
  rel_replicated P [:: a; c] (op_slice 1 o X) (fun r => op_slice 1 o (F r)).
Proof. exact: (@rule_slice_replicated_half R P 1 o c [:: a; (2 * c)%N] X F isT erefl). Qed.
