(* GENERATED statement check by the TrainVerify proof compiler -- do not edit.
   plan: examples/mlp_tp (2-layer MLP, tensor parallel, mesh tp = P; instantiation P = 2)
   obligation obl_y: SM node y / PM node y_r = all_reduce(tp, scale 1, yp); rule rule_all_reduce *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
From TV.examples.mlp_tp Require obl_y.

Check (@obl_y.obl_y : forall (R : comRingType) (P b d : nat)
  (y : seq nat -> R) (Fyp : nat -> seq nat -> R),
  rel_partial_sum P 1 [:: b; d] y Fyp ->
  rel_replicated P [:: b; d] y (fun _ => op_all_reduce P 1 Fyp)).
Print Assumptions obl_y.obl_y.
