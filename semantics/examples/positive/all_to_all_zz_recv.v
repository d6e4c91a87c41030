(* POSITIVE instance of rule all_to_all_zz_recv (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_all_to_all_zz_recv.v differs in exactly one line:
   the stream laid out contiguously, not zigzag (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle RulesZigzagLeave.
Theorem obl_zz_recv {T : Type} {P a c : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  (2 <= P)%N -> (P <= 2)%N ->
  rel_zigzag P 1 c [:: a; (2 * c)%N] X F ->
  rel_reindex P 1 (zz_recv P c) [:: a; (2 * c)%N] X (fun j => op_all_to_all_dim 1 (a2a_piece (2 * c) P) F j).
Proof. exact: (@rule_all_to_all_zz_recv T P 1 c [:: a; (2 * c)%N] X F isT erefl). Qed.
