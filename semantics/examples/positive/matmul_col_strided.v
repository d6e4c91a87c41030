(* POSITIVE instance of rule matmul_col_strided (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_matmul_col_strided.v differs in exactly one line:
   the output is claimed contiguous (Shard(1), ColwiseParallel's default output) where the strided columns land strided (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations MeshOuter RulesStrided.
Theorem obl_matmul_col_strided {R : comRingType} {P b d c : nat} {x w : seq nat -> R} {Fx Fw : nat -> seq nat -> R} :
  rel_replicated P [:: b; d] x Fx ->
  rel_strided_shard P 1 c [:: d; (2 * c)%N] w Fw ->
  rel_strided_shard P 1 c [:: b; (2 * c)%N] (op_matmul d x w) (fun r => op_matmul d (Fx r) (Fw r)).
Proof. exact: (@rule_matmul_col_reindex R P (strided_map P c) (2 * c)%N d [:: b]). Qed.
