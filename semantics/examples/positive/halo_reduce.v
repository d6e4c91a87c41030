(* POSITIVE instance of rule halo_reduce (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_halo_reduce.v differs in exactly one line:
   the overlap-add reduces another family G (another tensor's extended gradient), not X's halo gradient F. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward.
Theorem obl_halo_reduce {R : comRingType} {P c h n : nat} {X : seq nat -> R} {F G : nat -> seq nat -> R} :
  (h <= c)%N ->
  rel_halo_grad P 0 c h [:: c; n] X F ->
  rel_contiguous_shard P 0 c [:: c; n] X (op_halo_reduce P 0 c h F).
Proof. exact: (@rule_halo_reduce R P 0 c h [:: c; n] isT erefl). Qed.
