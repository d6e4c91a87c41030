(* NEAR-MISS of rule arange_offset (must be REJECTED by coqc): differs from
   positive/arange_offset.v in exactly one line: the arange starts at r, not at the layout's offset r * c (wrong offset).
   No Plan IR pair: see its NOT_YET reason in tests/nearmiss/test_nearmiss.py. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.
Theorem obl_arange_offset {P c : nat} :
  rel_reindex P 0 (fun r t => r * c + t) [:: c] (op_arange_from 0) (fun r => op_arange_from r).
Proof. exact: (@rule_arange_offset P c (fun r => r * c)). Qed.
