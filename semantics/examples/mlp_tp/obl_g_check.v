(* GENERATED statement check by the TrainVerify proof compiler -- do not edit.
   plan: examples/mlp_tp (2-layer MLP, tensor parallel, mesh tp = P; instantiation P = 2)
   obligation obl_g: SM node g = silu(h) / PM node g_r = silu(h_r); rule rule_silu_reindex *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
From TV.examples.mlp_tp Require obl_g.

Check (@obl_g.obl_g : forall (R : comRingType) (P b fc : nat) (sigmoid : R -> R)
  (h : seq nat -> R) (Fh : nat -> seq nat -> R),
  rel_contiguous_shard P 1 fc [:: b; fc] h Fh ->
  rel_contiguous_shard P 1 fc [:: b; fc] (op_silu sigmoid h)
    (fun r => op_silu sigmoid (Fh r))).
Print Assumptions obl_g.obl_g.
