(* POSITIVE instance of rule broadcast_reindex_lt (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_broadcast_reindex_lt.v differs in exactly one line:
   the input is zigzag over the experts while the output is claimed expert-partitioned (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMoEStatic.
Theorem obl_broadcast_reindex_lt {R : comRingType} {P c k t : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_expert_partition P 0 (2 * c)%N [:: (2 * c)%N; t] X F ->
  rel_expert_partition P 0 (2 * c)%N [:: (2 * c)%N; k; t] (op_broadcast 1 X) (fun r => op_broadcast 1 (F r)).
Proof. exact: (@rule_broadcast_reindex_lt R P 0 1 (contig_map (2 * c)) [:: (2 * c)%N; k; t] X F isT isT). Qed.
