(* POSITIVE instance of rule zigzag_positions (must be ACCEPTED by coqc), in the compiler's obligation form (written by hand: the compiler does not emit this rule
   for tests/nearmiss/data/zigzag_positions_ok.textproto).
   Its near-miss nearmiss/nm_zigzag_positions.v differs in exactly one line:
   the first chunk's positions start at r, not r * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations.
From TV Require Import RulesMissing.
Theorem obl_zigzag_positions {R : comRingType} {P0 n0 : nat} :
  rel_zigzag P0 0 n0 [:: 2 * n0] (op_arange_from 0)
    (fun r => op_concat_index 0 n0 (op_arange_from (r * n0)) (op_arange_from ((2 * P0 - 1 - r) * n0))).
Proof. exact: (@rule_zigzag_positions P0 n0 (fun r => (2 * P0 - 1 - r) * n0) (fun r _ => erefl)). Qed.
