(* NEAR-MISS (must be REJECTED by coqc): obl_h with w1 sharded on dim 0
   instead of dim 1 (one attribute differs from examples/mlp_tp/obl_h.v). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.

Theorem obl_h {R : comRingType} {P b d fc : nat}
  {x w1 : seq nat -> R} {Fx Fw1 : nat -> seq nat -> R} :
  rel_replicated P [:: b; d] x Fx ->
  rel_contiguous_shard P 0 fc [:: d; fc] w1 Fw1 ->
  rel_contiguous_shard P 1 fc [:: b; fc] (op_matmul d x w1)
    (fun r => op_matmul d (Fx r) (Fw1 r)).
Proof. exact: (@rule_matmul_col R P fc d [:: b]). Qed.
