(* POSITIVE instance of rule matmul_row_strided (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_matmul_row_strided.v differs in exactly one line:
   B's contraction dim is contiguous (Shard(0)) while A's is strided: a member multiplies its columns of A by other rows of B (misaligned). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations MeshOuter RulesStrided.
Theorem obl_matmul_row_strided {R : comRingType} {P b c n : nat} {a w : seq nat -> R} {Fa Fw : nat -> seq nat -> R} :
  rel_strided_shard P 1 c [:: b; (2 * c)%N] a Fa ->
  rel_strided_shard P 0 c [:: (2 * c)%N; n] w Fw ->
  rel_partial_sum P 1 [:: b; n] (op_matmul (2 * P * c) a w) (fun r => op_matmul (2 * c)%N (Fa r) (Fw r)).
Proof. exact: (@rule_matmul_row_strided R P c 2 (2 * P * c) (2 * c) n [:: b] a w Fa Fw erefl erefl). Qed.
