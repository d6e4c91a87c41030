(* Static expert parallelism as the plans compute it (tests/data/examples/
   ep2_moe): the combine weights, sliced to the rank's experts (expert dim 0
   laid out), are broadcast along a new trailing hidden axis before the
   elementwise product with the expert outputs.  A broadcast inserting an
   axis e after the laid-out dim d keeps the layout on d.                 *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- index lemmas: deleting a coordinate after the set one ---------- *)
Lemma del_set_lt e d v (i : seq nat) : d < e -> d < size i ->
  del e (set_nth 0 i d v) = set_nth 0 (del e i) d v.
Proof. by rewrite /del; elim: i d e => [|a i IH] [|d] [|e] //= de di; rewrite IH. Qed.

Lemma nth_del_lt e d (i : seq nat) : d < e -> nth 0 (del e i) d = nth 0 i d.
Proof. by move=> de; rewrite nth_del de. Qed.

Lemma in_bounds_del_at s e i : e < size s -> in_bounds s i -> in_bounds (del e s) (del e i).
Proof.
move=> es /in_boundsP[si H]; apply/in_boundsP.
rewrite !size_del ?si //; split=> // k ks; rewrite !nth_del.
case: (ltnP k e) => ke; apply: H; first by rewrite (ltn_trans ke).
by rewrite -ltn_predRL.
Qed.

Section Bcast.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* broadcast along a new axis e of a tensor laid out by g on an earlier dim
   d: the layout stays on d (so is the output shape, del e so the input's) *)
Lemma rule_broadcast_reindex_lt P d e g so (X : tensor) F : d < e -> e < size so ->
  rel_reindex P d g (del e so) X F ->
  rel_reindex P d g so (op_broadcast e X) (fun r => op_broadcast e (F r)).
Proof.
move=> de es H r rP i ib; have di : d < size i by rewrite (in_bounds_size ib) (ltn_trans de).
by rewrite /reindex /op_broadcast del_set_lt // H ?in_bounds_del_at // /reindex nth_del_lt.
Qed.
End Bcast.
