(* The PyTorch importer's loss on replicated logits: cross_entropy over
   [N; V] (rows flattened), then a mean over the one row dim.  Replicated
   in, replicated out (RulesLayout.v's resp_reduce_sum under the mean's
   1 / n).                                                                  *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import ssralg.
From TV Require Import Tensor Ops Relations Rules RulesLayout.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section ReplicatedMean.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma rule_reduce_mean_replicated P d n s (X : tensor) F : (d < size s)%N -> nth 0%N s d = n ->
  rel_replicated P s X F ->
  rel_replicated P (del d s) (op_reduce_mean d n X) (fun r => op_reduce_mean d n (F r)).
Proof. by move=> ds sd H r rP i ib; rewrite /op_reduce_mean (resp_reduce_sum ds sd (H r rP) ib). Qed.
End ReplicatedMean.
