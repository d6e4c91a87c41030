(* POSITIVE instance of rule concat_index_zigzag (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_concat_index_zigzag.v differs in exactly one line:
   the second positions are the rank's contiguous chunk r, not the mirrored chunk 2P-1-r (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.
Theorem obl_concat_index_zigzag {P c : nat} {F1 F2 : nat -> seq nat -> nat} :
  rel_contiguous_shard P 0 c [:: c] (op_arange_from 0) F1 ->
  rel_reindex P 0 (zz_second P c) [:: c] (op_arange_from 0) F2 ->
  rel_zigzag P 0 c [:: (2 * c)%N] (op_arange_from 0) (fun r => op_concat_index 0 c (F1 r) (F2 r)).
Proof. exact: rule_concat_index_zigzag. Qed.
