(* NEAR-MISS of rule arange_zz_first (must be REJECTED by coqc): differs from
   positive/arange_zz_first.v in exactly one line: the first chunk starts at r, not r * c (wrong offset).
   tests/nearmiss/data/arange_zz_first_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.
Theorem obl_arange_zz_first {P c : nat} :
  rel_contiguous_shard P 0 c [:: c] (op_arange_from 0) (fun r => op_arange_from r).
Proof. exact: (@rule_arange_shard P c (fun r => r * c) (fun r => erefl)). Qed.
