(* POSITIVE instance of rule arange_zz_first (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_arange_zz_first.v differs in exactly one line:
   the first chunk starts at r, not r * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.
Theorem obl_arange_zz_first {P c : nat} :
  rel_contiguous_shard P 0 c [:: c] (op_arange_from 0) (fun r => op_arange_from (r * c)).
Proof. exact: (@rule_arange_shard P c (fun r => r * c) (fun r => erefl)). Qed.
