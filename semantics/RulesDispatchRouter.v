(* Local rules, part 11: the token side of all_to_all expert parallelism
   (tests/data/examples/ep2_moe_a2a).  Tokens are laid out over the group
   (a non-router dim); each rank routes its own tokens: top-k, the gather of
   the router probabilities at the chosen experts and the scatter_add of
   the combine weights all act inside one token's row, so they commute with
   any layout of another dim.  The dense dispatch buffer broadcasts the
   rank's tokens along a new leading expert axis: the token layout moves one
   dim up.                                                               *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesMoEStatic RulesMissing.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- index lemmas: deleting a coordinate before the set one ---------- *)
Lemma del_set_ge e d v (i : seq nat) : e <= d -> d.+1 < size i ->
  del e (set_nth 0 i d.+1 v) = set_nth 0 (del e i) d v.
Proof. by rewrite /del; elim: i d e => [|a i IH] [|d] [|e] //= ed di; rewrite ?drop0 // IH. Qed.

Lemma nth_del_ge e d (i : seq nat) : e <= d -> nth 0 (del e i) d = nth 0 i d.+1.
Proof. by move=> ed; rewrite nth_del ltnNge ed. Qed.

Section Router.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* top-k of each router row, rows laid out by g on a non-row dim d *)
Lemma rule_topk_reindex P d g s0 E K topk (Z : tensor) FZ : d < size s0 -> topk_local E topk ->
  rel_reindex P d g (rcons s0 E) Z FZ ->
  rel_reindex P d g (rcons s0 K) (op_topk topk Z) (fun r => op_topk topk (FZ r)).
Proof.
move=> ds Ht H r rP i ib; have L := in_bounds_rcons_size ib; rewrite -L in ds.
rewrite /reindex /op_topk lastd_set_nth // nth_set_nth_ne ?neq_ltn ?ds //.
apply: Ht => e eE; rewrite H ?(in_bounds_row ib eE) //.
by rewrite /reindex nth_row_at // row_at_set.
Qed.

(* gather along the row dim d of values and indices laid out contiguously on
   another dim e; the SM indices are in range (idx_lt, from top-k); their
   laid-out length w = P * c as the plan renders it (by ring) *)
Lemma rule_gather_contiguous P d e c w n s (X : tensor) FX (idx : seq nat -> nat) Fidx :
  d < size s -> e < size s -> d != e -> nth 0 s e = c -> w = P * c ->
  idx_lt (set_nth 0 s e w) n idx ->
  rel_contiguous_shard P e c (set_nth 0 s d n) X FX ->
  rel_contiguous_shard P e c s idx Fidx ->
  rel_contiguous_shard P e c s (op_gather d idx X) (fun r => op_gather d (Fidx r) (FX r)).
Proof.
move=> ds es de se -> Hr HX Hi r rP i ib; have ie : nth 0 i e < c by rewrite -se in_bounds_nth.
have ibg : in_bounds (set_nth 0 s e (P * c)) (set_nth 0 i e (contig_map c r (nth 0 i e))).
  exact: in_bounds_set_nth es ib (shard_lt rP ie).
have ibX := in_bounds_set_nth ds ib (Hr _ ibg).
by rewrite /op_gather Hi // HX // /reindex nth_set_nth_ne // set_set_nth_comm.
Qed.

(* scatter_add along the row dim d, indices and sources laid out by g on
   another dim e *)
Lemma rule_scatter_add_reindex P d e g n s (idx : seq nat -> nat) Fidx (Src : tensor) FS :
  d < size s -> d != e ->
  rel_reindex P e g (set_nth 0 s d n) idx Fidx ->
  rel_reindex P e g (set_nth 0 s d n) Src FS ->
  rel_reindex P e g s (op_scatter_add d n idx Src) (fun r => op_scatter_add d n (Fidx r) (FS r)).
Proof.
move=> ds de HI HS r rP i ib; have ed : e != d by rewrite eq_sym.
rewrite /reindex /op_scatter_add (nth_set_nth_ne _ _ ed); apply: eq_big_nat => j /andP[_ jn].
have ib' := in_bounds_set_nth ds ib jn.
by rewrite HI // HS // /reindex (nth_set_nth_ne _ _ de) (set_set_nth_comm _ _ _ de).
Qed.
End Router.

Section Bcast.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* broadcast along a new axis e at or before the laid-out dim d: the layout
   moves to d + 1 (the rank's tokens copied along a new leading expert axis) *)
Lemma rule_broadcast_reindex_ge P d e g so (X : tensor) F : e <= d -> d.+1 < size so ->
  rel_reindex P d g (del e so) X F ->
  rel_reindex P d.+1 g so (op_broadcast e X) (fun r => op_broadcast e (F r)).
Proof.
move=> ed ds H r rP i ib; have di : d.+1 < size i by rewrite (in_bounds_size ib).
have es : e < size so by rewrite (leq_ltn_trans ed) // ltnW.
by rewrite /reindex /op_broadcast del_set_ge // H ?in_bounds_del_at // /reindex nth_del_ge.
Qed.
End Bcast.
