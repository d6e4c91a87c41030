(* POSITIVE instance of rule concat_zigzag (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_concat_zigzag.v differs in exactly one line:
   the second part is the rank's contiguous chunk r, not the mirrored chunk 2P-1-r (wrong offset). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.
Theorem obl_concat_zigzag {R : comRingType} {P c n : nat} {X : seq nat -> R} {F1 F2 : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 c [:: c; n] X F1 ->
  rel_reindex P 0 (zz_second P c) [:: c; n] X F2 ->
  rel_zigzag P 0 c [:: (2 * c)%N; n] X (fun r => op_concat 0 c (F1 r) (F2 r)).
Proof. exact: (@rule_concat_zigzag R P 0 c [:: (2 * P * c)%N; n] X F1 F2 isT). Qed.
