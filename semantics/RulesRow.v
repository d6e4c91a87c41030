(* Local rules, part 2: row-wise ops (softmax, rmsnorm, RoPE) commute with
   any layout of a non-last axis; RoPE with GLOBAL positions; zigzag gather. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* h reads its row only inside the row length n *)
Definition row_local {R : Type} (n : nat) (h : (nat -> R) -> nat -> R) :=
  forall x y k, k < n -> (forall j, j < n -> x j = y j) -> h x k = h y k.

Lemma row_at_set (i : seq nat) d v j : d < lastd i ->
  row_at (set_nth 0 i d v) j = set_nth 0 (row_at i j) d v.
Proof.
move=> dl; rewrite /row_at /lastd size_set_nth_lt; last by rewrite (leq_trans dl) // leq_pred.
by rewrite set_set_nth_comm // neq_ltn dl.
Qed.

Lemma nth_row_at (i : seq nat) d j : d < lastd i -> nth 0 (row_at i j) d = nth 0 i d.
Proof. by move=> dl; rewrite /row_at nth_set_nth_ne // neq_ltn dl orbT. Qed.

Lemma lastd_set_nth (i : seq nat) d v : d < lastd i -> lastd (set_nth 0 i d v) = lastd i.
Proof. by move=> dl; rewrite /lastd size_set_nth_lt // (leq_trans dl) // leq_pred. Qed.

Section Row.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* generic row-wise rule; s = rcons s0 n is the local shape, d a non-last dim *)
Lemma rule_rowwise_reindex (h : (nat -> R) -> nat -> R) P d g s0 n X F :
  d < size s0 -> row_local n h ->
  rel_reindex P d g (rcons s0 n) X F ->
  rel_reindex P d g (rcons s0 n) (rowwise h X) (fun r => rowwise h (F r)).
Proof.
move=> ds hl H r rP i ib; have L := in_bounds_rcons_size ib; rewrite -L in ds.
rewrite /reindex /rowwise lastd_set_nth // nth_set_nth_ne ?neq_ltn ?ds //.
apply: hl; first exact: in_bounds_last ib.
move=> j jn; rewrite H ?(in_bounds_row_same ib jn) //.
by rewrite /reindex nth_row_at // row_at_set.
Qed.

End Row.

Section Field.
Local Open Scope ring_scope.
Variable R : fieldType.
Variables (exp rsqrt : R -> R).

Lemma row_local_softmax n : row_local n (softmax_row exp n).
Proof.
move=> x y k kn H; rewrite /softmax_row /rowsum H //; congr (_ / _).
by apply: eq_big_nat => j /andP[_ jn]; rewrite H.
Qed.

Lemma rule_softmax_reindex P d g s0 n X F :
  d < size s0 -> rel_reindex P d g (rcons s0 n) X F ->
  rel_reindex P d g (rcons s0 n) (op_softmax exp n X) (fun r => op_softmax exp n (F r)).
Proof. by move=> ds H; rewrite /op_softmax; apply: (rule_rowwise_reindex ds _ H); apply: row_local_softmax. Qed.

Lemma rule_rmsnorm_reindex P d g s0 n eps W X F :
  d < size s0 -> rel_reindex P d g (rcons s0 n) X F ->
  rel_reindex P d g (rcons s0 n) (op_rmsnorm rsqrt n eps W X) (fun r => op_rmsnorm rsqrt n eps W (F r)).
Proof.
move=> ds HX; rewrite /op_rmsnorm; apply: (rule_rowwise_reindex ds _ HX) => x y k kn H.
rewrite /rms_scale /rowsum H //; congr (_ * rsqrt (_ + _) * _); congr (_ * _).
by apply: eq_big_nat => j /andP[_ jn]; rewrite H.
Qed.
End Field.

(* ---------- zigzag: leaving the layout (all_gather + permutation) ---------- *)
Section ZZ.
Variable T : Type.
Definition zz_unpermute P c (t : nat) := zz_owner P c t * (2 * c) + zz_local P c t.

End ZZ.
