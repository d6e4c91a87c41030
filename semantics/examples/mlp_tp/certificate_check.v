(* GENERATED statement check by the TrainVerify proof compiler -- do not edit. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Graph.
From TV.examples.mlp_tp Require certificate.
Import certificate.

Check (@certificate.certificate : forall (R : comRingType) (P b d f fc : nat) (sigmoid : R -> R)
  (x w1 w2 : seq nat -> R) (Fx Fw1 Fw2 : nat -> seq nat -> R),
  f = (P * fc)%N ->
  rel_replicated P [:: b; d] x Fx ->
  rel_contiguous_shard P 1 fc [:: d; fc] w1 Fw1 ->
  rel_contiguous_shard P 0 fc [:: fc; d] w2 Fw2 ->
  rel_replicated P [:: b; d]
    (op_matmul f (op_silu sigmoid (op_matmul d x w1)) w2)
    (fun r => prun (@pm_graph R P d fc sigmoid) (@pm_inputs R Fx Fw1 Fw2) r 6)).
Print Assumptions certificate.certificate.
