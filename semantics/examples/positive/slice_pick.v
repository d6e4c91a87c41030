(* POSITIVE instance of rule slice_pick (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_slice_pick.v differs in exactly one line:
   the piece's layout reads a shard of length c (zz_pick c o), not the shard's length 2 * c: another rank's rows. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle.
Theorem obl_pick {R : comRingType} {P a c : nat} {o : nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  (forall r, r < P -> o r <= c)%N ->
  rel_contiguous_shard P 1 (2 * c) [:: a; (2 * c)%N] X F ->
  rel_reindex P 1 (zz_pick (2 * c) o) [:: a; c] X (fun r => op_slice 1 (o r) (F r)).
Proof. exact: (@rule_slice_pick R P 1 (2 * c) c o [:: a; (2 * c)%N] X F isT erefl erefl). Qed.
