(* NEAR-MISS of rule all_to_all_zigzag (must be REJECTED by coqc): differs from
   positive/all_to_all_zigzag.v in exactly one line: the send buffer's second piece is cut at r * c too (the kept chunk again), not at c - r * c.
   tests/nearmiss/data/all_to_all_zigzag_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesZigzagShuffle.
Theorem obl_a2a_zz {T : Type} {a c : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_reindex 2 1 (zz_send (2 * c) c (fun r => r * c) (fun r => r * c)) [:: a; (2 * c)%N] X F ->
  rel_zigzag 2 1 c [:: a; (2 * c)%N] X (fun j => op_all_to_all_dim 1 (a2a_piece (2 * c) 2) F j).
Proof. exact: (@rule_all_to_all_zigzag T 2 1 c (2 * c) (fun r => r * c) (fun r => c - r * c) [:: a; (2 * c)%N] X F isT erefl erefl (fun r => erefl) (fun r => erefl) isT isT). Qed.
