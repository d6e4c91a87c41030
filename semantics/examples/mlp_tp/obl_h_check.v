(* GENERATED statement check by the TrainVerify proof compiler -- do not edit.
   plan: examples/mlp_tp (2-layer MLP, tensor parallel, mesh tp = P; instantiation P = 2)
   obligation obl_h: SM node h = matmul(x, w1) / PM node h_r = matmul(x_r, w1_r); rule rule_matmul_col *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
From TV.examples.mlp_tp Require obl_h.

Check (@obl_h.obl_h : forall (R : comRingType) (P b d fc : nat)
  (x w1 : seq nat -> R) (Fx Fw1 : nat -> seq nat -> R),
  rel_replicated P [:: b; d] x Fx ->
  rel_contiguous_shard P 1 fc [:: d; fc] w1 Fw1 ->
  rel_contiguous_shard P 1 fc [:: b; fc] (op_matmul d x w1)
    (fun r => op_matmul d (Fx r) (Fw1 r))).
Print Assumptions obl_h.obl_h.
