(* NEAR-MISS of rule halo_reduce (must be REJECTED by coqc): differs from
   positive/halo_reduce.v in exactly one line: the overlap-add reduces another family G (another tensor's extended gradient), not X's halo gradient F.
   tests/nearmiss/data/halo_reduce_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesHaloShift RulesHaloBackward.
Theorem obl_halo_reduce {R : comRingType} {P c h n : nat} {X : seq nat -> R} {F G : nat -> seq nat -> R} :
  (h <= c)%N ->
  rel_halo_grad P 0 c h [:: c; n] X F ->
  rel_contiguous_shard P 0 c [:: c; n] X (op_halo_reduce P 0 c h G).
Proof. exact: (@rule_halo_reduce R P 0 c h [:: c; n] isT erefl). Qed.
