(* NEAR-MISS of rule arange_zz_second (must be REJECTED by coqc): differs from
   positive/arange_zz_second.v in exactly one line: the second chunk starts at (2P - r) * c, not (2P - 1 - r) * c (wrong offset).
   No Plan IR pair: see its NOT_YET reason in tests/nearmiss/test_nearmiss.py. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.
Theorem obl_arange_zz_second {P c : nat} :
  rel_reindex P 0 (zz_second P c) [:: c] (op_arange_from 0) (fun r => op_arange_from ((2 * P - r) * c)).
Proof. exact: (@rule_arange_zz_second P c (fun r => (2 * P - 1 - r) * c) (fun r _ => erefl)). Qed.
