(* POSITIVE instance of rule matmul_row (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_matmul_row.v differs in exactly one line:
   B's contraction dim is laid out zigzag while A's is contiguous (wrong offset of B's second chunk). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_matmul_row {R : comRingType} {P b c n : nat} {a w2 : seq nat -> R} {Fa Fw2 : nat -> seq nat -> R} :
  rel_contiguous_shard P 1 (2 * c)%N [:: b; (2 * c)%N] a Fa ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] w2 Fw2 ->
  rel_partial_sum P 1 [:: b; n] (op_matmul (P * (2 * c)%N) a w2) (fun r => op_matmul (2 * c)%N (Fa r) (Fw2 r)).
Proof. exact: (@rule_matmul_row R P (2 * c)%N n [:: b] (P * (2 * c))%N erefl). Qed.
