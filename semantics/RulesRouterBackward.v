(* The MoE router's backward: softmax_backward (Ops.v, Y the softmax
   output) is row-local, so it keeps a layout of a non-last dim (the batch
   over dp) and a replicated pair stays replicated (the router on tokens
   all-gathered over tp).                                                  *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesLayout.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section SoftmaxBackward.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma rule_softmax_backward_reindex P d g s0 n (Y dY : tensor) FY FdY : d < size s0 ->
  rel_reindex P d g (rcons s0 n) Y FY -> rel_reindex P d g (rcons s0 n) dY FdY ->
  rel_reindex P d g (rcons s0 n) (op_softmax_backward n Y dY)
    (fun r => op_softmax_backward n (FY r) (FdY r)).
Proof.
move=> ds HY HdY r rP i ib; have L := in_bounds_rcons_size ib; rewrite -L in ds.
rewrite /reindex /op_softmax_backward (HY r rP i ib) (HdY r rP i ib) /reindex; congr (_ * (_ - _)).
apply: eq_big_nat => j /andP[_ jn]; have ij := in_bounds_row_same ib jn.
by rewrite (HY r rP _ ij) (HdY r rP _ ij) /reindex nth_row_at // row_at_set.
Qed.

(* softmax's backward reads its rows of y and dy: the generic replicated rule's fact *)
Lemma resp_softmax_backward s0 n :
  respects2 (@op_softmax_backward R n) (rcons s0 n) (rcons s0 n) (rcons s0 n).
Proof.
move=> Y Y' dY dY' HY HdY i ib; rewrite /op_softmax_backward (HY i ib) (HdY i ib); congr (_ * (_ - _)).
apply: eq_big_nat => j /andP[_ jn]; have ij := in_bounds_row_same ib jn.
by rewrite (HY _ ij) (HdY _ ij).
Qed.
End SoftmaxBackward.
Arguments resp_softmax_backward {R s0 n}.
