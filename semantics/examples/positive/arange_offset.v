(* POSITIVE instance of rule arange_offset (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_arange_offset.v differs in exactly one line:
   the arange starts at r, not at the layout's offset r * c (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.
Theorem obl_arange_offset {P c : nat} :
  rel_reindex P 0 (fun r t => r * c + t) [:: c] (op_arange_from 0) (fun r => op_arange_from (r * c)).
Proof. exact: (@rule_arange_offset P c (fun r => r * c)). Qed.
