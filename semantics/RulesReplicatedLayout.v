(* Layout ops on replicated tensors whose output is replicated:
   - a slice at a rank-independent offset (the PyTorch importer's
     `freqs_cos[:seqlen]`, a position table cut to the sequence length on
     every rank): rule_replicated_op1 of RulesLayout.v with the teq-respect
     lemma of op_slice;
   - a broadcast along one new axis (a RoPE table broadcast over the batch
     before it is broadcast over the heads, which RulesNormLoss.v's
     rule_broadcast_new_reindex lays out), and its partial-sum twin.         *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import ssralg.
From TV Require Import Tensor Ops Relations Rules RulesLayout RulesNormLoss.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section ReplicatedLayout.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* a slice reads [o, o + n) of dim d: in range when o + n <= that dim *)
Lemma resp_slice d o n s : d < size s -> o + n <= nth 0 s d ->
  respects1 (@op_slice R d o) s (set_nth 0 s d n).
Proof.
move=> ds on X X' H; apply: (@reindex_teq_glob _ _ _ _ (nth 0 s d)); rewrite ?size_set_nth_lt //.
- by rewrite set_set_nth_eq set_nth_id.
- by move=> t; rewrite nth_set_nth_eq => tn; apply: leq_trans on; rewrite ltn_add2l.
Qed.

Lemma rule_slice_replicated P d o n s (X : tensor) F : d < size s -> o + n <= nth 0 s d ->
  rel_replicated P s X F ->
  rel_replicated P (set_nth 0 s d n) (op_slice d o X) (fun r => op_slice d o (F r)).
Proof. by move=> ds on; apply: rule_replicated_op1; apply: resp_slice. Qed.

(* a new axis d of length n: every index of the output reads X without it *)
Lemma rule_broadcast_new_replicated P d n s (X : tensor) F : d <= size s ->
  rel_replicated P s X F ->
  rel_replicated P (ins d n s) (op_broadcast d X) (fun r => op_broadcast d (F r)).
Proof.
move=> ds H r rP i ib; have dS : d < size (ins d n s) by rewrite size_ins.
by rewrite /op_broadcast H //; have := in_bounds_del dS ib; rewrite del_ins.
Qed.

(* the same for a partial sum: a broadcast reads one index of each rank's
   value (a RowwiseParallel bias, split over the ranks, broadcast over the
   rows before it joins their partial products) *)
Lemma rule_broadcast_new_partial P k d n s (X : tensor) F : d <= size s ->
  rel_partial_sum P k s X F ->
  rel_partial_sum P k (ins d n s) (op_broadcast d X) (fun r => op_broadcast d (F r)).
Proof.
move=> ds H i ib; have dS : d < size (ins d n s) by rewrite size_ins.
by rewrite /op_broadcast H //; have := in_bounds_del dS ib; rewrite del_ins.
Qed.
End ReplicatedLayout.
