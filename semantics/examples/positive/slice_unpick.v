(* POSITIVE instance of rule slice_unpick (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_unpick.v differs in exactly one line:
   the piece cut from the zigzag stream itself, not from the all-to-all's receive buffer zz_recv (missing all-to-all). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle RulesZigzagLeave.
Theorem obl_unpick {R : comRingType} {P a c : nat} {o : nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  (forall r, r < P -> o r <= c)%N ->
  rel_reindex P 1 (zz_recv P c) [:: a; (2 * c)%N] X F ->
  rel_reindex P 1 (zz_unpick P c o) [:: a; c] X (fun r => op_slice 1 (o r) (F r)).
Proof. exact: (@rule_slice_unpick R P 1 (2 * c) c o [:: a; (2 * c)%N] X F isT erefl erefl). Qed.
