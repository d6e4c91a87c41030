(* NEAR-MISS of rule zigzag_positions (must be REJECTED by coqc): differs from
   positive/zigzag_positions.v in exactly one line: the first chunk's positions start at r, not r * c (wrong offset).
   tests/nearmiss/data/zigzag_positions_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_zigzag_positions {R : comRingType} {P0 n0 : nat} :
  rel_zigzag P0 0 n0 [:: 2 * n0] (op_arange_from 0)
    (fun r => op_concat_index 0 n0 (op_arange_from r) (op_arange_from ((2 * P0 - 1 - r) * n0))).
Proof. exact: (@rule_zigzag_positions P0 n0 (fun r => (2 * P0 - 1 - r) * n0) (fun r _ => erefl)). Qed.
