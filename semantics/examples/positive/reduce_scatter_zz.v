(* POSITIVE instance of rule reduce_scatter_zz (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_reduce_scatter_zz.v differs in exactly one line:
   the scattered chunks are claimed contiguous while the partial sums are in the zigzag view (wrong chunk order). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing RulesZigzag.
Theorem obl_reduce_scatter_zz {R : comRingType} {P c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1%R [:: (2 * P * c)%N; n] (reindex 0 (zz_perm P c) X) F ->
  rel_zigzag P 0 c [:: (2 * c)%N; n] X (fun r => op_reduce_scatter 0 (2 * c) P F r).
Proof. exact: (@rule_reduce_scatter_zz R P 0 c [:: (2 * P * c)%N; n] X F isT erefl). Qed.
