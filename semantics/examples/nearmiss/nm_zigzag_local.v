(* NEAR-MISS of rule zigzag_local (must be REJECTED by coqc): differs from
   positive/zigzag_local.v in exactly one line: the first chunk is sliced at offset r, not r * c (wrong offset).
   tests/nearmiss/data/zigzag_local_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_zigzag_local {R : comRingType} {P0 n0 n1 : nat} {A0 : seq nat -> R} {F0 : nat -> seq nat -> R} :
  rel_replicated P0 [:: 2 * P0 * n0; n1] A0 F0 ->
  rel_zigzag P0 0 n0 [:: 2 * n0; n1] A0
    (fun r => op_concat 0 n0 (op_slice 0 r (F0 r)) (op_slice 0 ((2 * P0 - 1 - r) * n0) (F0 r))).
Proof. exact: (@rule_zigzag_local R P0 0 n0 [:: 2 * P0 * n0; n1] (fun r => (2 * P0 - 1 - r) * n0) A0 F0 isT erefl (fun r _ => erefl)). Qed.
