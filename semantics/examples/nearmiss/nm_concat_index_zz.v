(* NEAR-MISS of rule concat_index_zz (must be REJECTED by coqc): differs from
   positive/concat_index_zz.v in exactly one line: the second chunk is the rank's contiguous chunk r, not the mirrored chunk 2P-1-r (wrong offset).
   tests/nearmiss/data/concat_index_zz_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing RulesZigzag.
Theorem obl_concat_index_zz {P c : nat} {X : seq nat -> nat} {F1 F2 : nat -> seq nat -> nat} :
  rel_contiguous_shard P 0 c [:: c] X F1 ->
  rel_contiguous_shard P 0 c [:: c] X F2 ->
  rel_zigzag P 0 c [:: (2 * c)%N] X (fun r => op_concat_index 0 c (F1 r) (F2 r)).
Proof. exact: (@rule_concat_index_zz P 0 c [:: (2 * P * c)%N] X F1 F2 isT). Qed.
