(* GENERATED statement check by the TrainVerify proof compiler -- do not edit.
   plan: examples/mlp_tp (2-layer MLP, tensor parallel, mesh tp = P; instantiation P = 2)
   obligation obl_yp: SM node y = matmul(g, w2) / PM node yp_r = matmul(g_r, w2_r); rule rule_matmul_row *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
From TV.examples.mlp_tp Require obl_yp.

Check (@obl_yp.obl_yp : forall (R : comRingType) (P b d f fc : nat)
  (g w2 : seq nat -> R) (Fg Fw2 : nat -> seq nat -> R),
  f = (P * fc)%N ->
  rel_contiguous_shard P 1 fc [:: b; fc] g Fg ->
  rel_contiguous_shard P 0 fc [:: fc; d] w2 Fw2 ->
  rel_partial_sum P 1 [:: b; d] (op_matmul f g w2)
    (fun r => op_matmul fc (Fg r) (Fw2 r))).
Print Assumptions obl_yp.obl_yp.
