(* Local rules, part 10: the rules the example plans still missed
   (tests/data/examples/{mlp_sp2,dp2_loss,ep2_moe,cp2_attention,cp2_zigzag}).
   - rmsnorm / rmsnorm_backward's dx under a layout of a non-last (row) axis
     with the weight held as a replicated family (each rank its own copy);
   - cross_entropy / cross_entropy_backward with logits, labels and dloss
     laid out on the same row axis; reduce_mean over a sharded axis (partial
     sums with scale 1 / P, the global-count mean after all_reduce 1 / P);
   - arange with a rank-dependent start (contiguous shard of the global
     arange), slices of a replicated tensor at a rank-dependent offset, and
     the concatenation of the two zigzag chunks r and 2P-1-r (ring and index
     tensors), plus the fused helper chains;
   - replicated-rule side conditions for softmax, topk, gather, scatter_add
     (topk stays an opaque function; only row locality / range are stated,
     as hypotheses), and broadcast of a new trailing axis under a layout. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesCrossEntropy RulesLayout.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- index lemmas ---------- *)
Lemma set_nth_rcons_lt (i : seq nat) d v x : d < size i ->
  set_nth 0 (rcons i v) d x = rcons (set_nth 0 i d x) v.
Proof. by elim: i d => [|a i IH] [|d] //= dl; rewrite IH. Qed.

Lemma take_set_nth_lt (i : seq nat) n d x : d < n ->
  take n (set_nth 0 i d x) = set_nth 0 (take n i) d x.
Proof.
elim: i n d => [|a i IH] [|n] [|d] //= dn; try by rewrite IH.
by rewrite take_oversize // size_ncons addn1.
Qed.

Lemma in_bounds_shrink s d c w i : d < size s ->
  in_bounds (set_nth 0 s d w) i -> nth 0 i d < c -> in_bounds (set_nth 0 s d c) i.
Proof.
move=> ds ib lc; have ds' : d < size (set_nth 0 s d w) by rewrite size_set_nth_lt.
have := in_bounds_set_nth ds' ib lc.
by rewrite set_set_nth_eq set_nth_id // (in_bounds_size ib).
Qed.

Section RmsRows.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable rsqrt : R -> R.

(* rmsnorm, rows laid out by g on a non-last dim d, weight replicated *)
Lemma rule_rmsnorm_reindex_w P d g s0 n eps (X : tensor) FX (W : tensor) FW :
  d < size s0 ->
  rel_reindex P d g (rcons s0 n) X FX ->
  rel_replicated P [:: n] W FW ->
  rel_reindex P d g (rcons s0 n) (op_rmsnorm rsqrt n eps W X)
    (fun r => op_rmsnorm rsqrt n eps (FW r) (FX r)).
Proof.
move=> ds HX HW r rP i ib; rewrite -(rule_rmsnorm_reindex rsqrt eps W ds HX rP ib).
by rewrite /op_rmsnorm /rowwise HW // in_bounds1 (in_bounds_last ib).
Qed.

(* rmsnorm_backward's dx under the same layout (x, dy laid out by g,
   weight replicated): row-local, so the layout is kept *)
Lemma rule_rmsnorm_backward_reindex_w P d g s0 n eps (X : tensor) FX (W : tensor) FW (dY : tensor) FdY :
  d < size s0 ->
  rel_reindex P d g (rcons s0 n) X FX ->
  rel_replicated P [:: n] W FW ->
  rel_reindex P d g (rcons s0 n) dY FdY ->
  rel_reindex P d g (rcons s0 n) (op_rmsnorm_backward rsqrt n eps W X dY)
    (fun r => op_rmsnorm_backward rsqrt n eps (FW r) (FX r) (FdY r)).
Proof.
move=> ds HX HW HY r rP i ib; have L := in_bounds_rcons_size ib; rewrite -L in ds.
have kn := in_bounds_last ib.
set v := g r (nth 0%N i d).
have Hx j : j < n -> FX r (row_at i j) = X (row_at (set_nth 0%N i d v) j).
  move=> jn; rewrite HX ?(in_bounds_row_same ib jn) // /reindex nth_row_at //.
  by rewrite row_at_set.
have Hy j : j < n -> FdY r (row_at i j) = dY (row_at (set_nth 0%N i d v) j).
  move=> jn; rewrite HY ?(in_bounds_row_same ib jn) // /reindex nth_row_at //.
  by rewrite row_at_set.
have Hw j : j < n -> FW r [:: j] = W [:: j] by move=> jn; rewrite HW ?in_bounds1.
have Hs : rms_scale rsqrt n eps (fun j => FX r (row_at i j)) =
          rms_scale rsqrt n eps (fun j => X (row_at (set_nth 0%N i d v) j)).
  by rewrite /rms_scale /rowsum; congr (rsqrt (_ * _ + _)); apply: eq_big_nat => j /andP[_ jn]; rewrite Hx.
rewrite /reindex /op_rmsnorm_backward -/v lastd_set_nth // nth_set_nth_ne ?neq_ltn ?ds //.
rewrite Hs Hw // Hx // HY // /reindex -/v; congr (_ - _ * _ / _ * _).
by rewrite /rowsum; apply: eq_big_nat => j /andP[_ jn]; rewrite Hy ?Hw ?Hx.
Qed.

Lemma rule_rmsnorm_contiguous_w P d c s0 n eps (X : tensor) FX (W : tensor) FW :
  d < size s0 ->
  rel_contiguous_shard P d c (rcons s0 n) X FX ->
  rel_replicated P [:: n] W FW ->
  rel_contiguous_shard P d c (rcons s0 n) (op_rmsnorm rsqrt n eps W X)
    (fun r => op_rmsnorm rsqrt n eps (FW r) (FX r)).
Proof. exact: rule_rmsnorm_reindex_w. Qed.

Lemma rule_rmsnorm_backward_contiguous_w P d c s0 n eps (X : tensor) FX (W : tensor) FW (dY : tensor) FdY :
  d < size s0 ->
  rel_contiguous_shard P d c (rcons s0 n) X FX ->
  rel_replicated P [:: n] W FW ->
  rel_contiguous_shard P d c (rcons s0 n) dY FdY ->
  rel_contiguous_shard P d c (rcons s0 n) (op_rmsnorm_backward rsqrt n eps W X dY)
    (fun r => op_rmsnorm_backward rsqrt n eps (FW r) (FX r) (FdY r)).
Proof. exact: rule_rmsnorm_backward_reindex_w. Qed.
End RmsRows.

Section CERows.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variables exp log : R -> R.

(* per-token cross-entropy, logits and labels laid out by g on a row dim d *)
Lemma rule_cross_entropy_reindex P d g s0 V (Z : tensor) FZ (labels : seq nat -> nat) Fl :
  d < size s0 ->
  rel_reindex P d g (rcons s0 V) Z FZ ->
  rel_reindex P d g s0 labels Fl ->
  rel_reindex P d g s0 (op_cross_entropy exp log V Z labels)
    (fun r => op_cross_entropy exp log V (FZ r) (Fl r)).
Proof.
move=> ds HZ Hl r rP i ib; have di : (d < size i)%N by rewrite (in_bounds_size ib).
rewrite /reindex /op_cross_entropy Hl // /reindex.
congr (log _ - _); rewrite /rowsum; apply: eq_big_nat => v /andP[_ vV].
  by rewrite HZ ?in_bounds_rcons // /reindex nth_rcons di set_nth_rcons_lt.
by rewrite HZ ?in_bounds_rcons // /reindex nth_rcons di set_nth_rcons_lt.
Qed.

(* its backward: logits, labels and dloss laid out by g on d, dlogits too *)
Lemma rule_cross_entropy_backward_reindex P d g s0 V (Z : tensor) FZ (labels : seq nat -> nat) Fl (dL : tensor) FdL :
  d < size s0 ->
  rel_reindex P d g (rcons s0 V) Z FZ ->
  rel_reindex P d g s0 labels Fl ->
  rel_reindex P d g s0 dL FdL ->
  rel_reindex P d g (rcons s0 V) (op_cross_entropy_backward exp V Z labels dL)
    (fun r => op_cross_entropy_backward exp V (FZ r) (Fl r) (FdL r)).
Proof.
move=> ds HZ Hl HdL r rP i ib; have L := in_bounds_rcons_size ib; rewrite -L in ds.
have it := in_bounds_take_last ib; have kV := in_bounds_last ib.
rewrite /reindex /op_cross_entropy_backward lastd_set_nth // nth_set_nth_ne ?neq_ltn ?ds //.
have dt : (d < lastd i)%N := ds.
rewrite take_set_nth_lt // Hl // HdL // /reindex nth_take //.
congr (_ * (_ - _)); apply: (@row_local_softmax _ exp V) => // j jV.
by rewrite HZ ?(in_bounds_row_same ib jV) // /reindex nth_row_at // row_at_set.
Qed.

(* mean over a sharded dim: each rank's local mean is a partial sum with
   scale 1 / P of the SM (global-count) mean; all_reduce 1 / P then gives
   the replicated SM mean; the SM length w = P * c as the plan writes it,
   by ring *)
Lemma rule_reduce_mean_shard P d c w s (X : tensor) F : (d < size s)%N -> nth 0%N s d = c -> w = (P * c)%N ->
  rel_contiguous_shard P d c s X F ->
  rel_partial_sum P (1%:R / P%:R) (del d s) (op_reduce_mean d w X)
    (fun r => op_reduce_mean d c (F r)).
Proof.
move=> ds sd -> H i ib; rewrite /op_reduce_mean (rule_reduce_sum_shard ds sd erefl H ib).
by rewrite -mulr_sumr mulr1n div1r natrM invfM mul1r mulrA.
Qed.

End CERows.

(* ---------- rank-dependent arange, slices and the zigzag chunks ---------- *)
(* the second zigzag chunk of rank r: global chunk 2P-1-r *)
Definition zz_second P c : nat -> nat -> nat := fun r t => (2 * P - 1 - r) * c + t.

Lemma zz_second_lt P c r t : r < P -> t < c -> (2 * P - 1 - r) * c + t < 2 * P * c.
Proof.
move=> rP tc; apply: shard_lt tc; rewrite -subnDA add1n ltn_subrL muln_gt0 /=.
by rewrite (leq_ltn_trans _ rP).
Qed.

Lemma first_lt P c r t : r < P -> t < c -> r * c + t < 2 * P * c.
Proof. by move=> rP tc; apply: shard_lt tc; rewrite (leq_trans rP) // mul2n -addnn leq_addr. Qed.

(* the start the compiler renders for chunk 2P-1-r: 2 * P * c - (r * c + c) *)
Lemma zz_second_start P c r : r < P -> 2 * P * c - (r * c + c) = (2 * P - 1 - r) * c.
Proof. by move=> _; rewrite -subnDA add1n mulnBl (mulSnr r c). Qed.

(* arange with start o r = r * c (as the plan renders it, e.g. 2 * tp * r * s
   for c = 2 * tp * s: the equation by ring) is the contiguous shard of the
   global arange *)
Lemma rule_arange_shard P c (o : nat -> nat) : (forall r, o r = r * c) ->
  rel_contiguous_shard P 0 c [:: c] (op_arange_from 0) (fun r => op_arange_from (o r)).
Proof. by move=> Ho r rP [|t [|? ?]] //= _; rewrite /reindex /contig_map /op_arange_from /= Ho. Qed.

(* any rank-dependent start o r: the global positions [o r, o r + c) *)
Lemma rule_arange_offset P c (o : nat -> nat) :
  rel_reindex P 0 (fun r t => o r + t) [:: c] (op_arange_from 0) (fun r => op_arange_from (o r)).
Proof. by move=> r rP [|t [|? ?]] //= _; rewrite /reindex /op_arange_from /=. Qed.

(* arange start 0 of the full length on every rank: replicated *)
Lemma rule_arange_replicated P N :
  rel_replicated P [:: N] (op_arange_from 0) (fun _ => op_arange_from 0).
Proof. by []. Qed.

(* second zigzag chunk of the positions, start given as o r = (2P-1-r) * c *)
Lemma rule_arange_zz_second P c (o : nat -> nat) :
  (forall r, r < P -> o r = (2 * P - 1 - r) * c) ->
  rel_reindex P 0 (zz_second P c) [:: c] (op_arange_from 0) (fun r => op_arange_from (o r)).
Proof. by move=> Ho r rP [|t [|? ?]] //= _; rewrite /reindex /op_arange_from /= Ho. Qed.

Section Chunks.
Variable T : Type.
Implicit Types (X : seq nat -> T) (F : nat -> seq nat -> T).

(* concat of two tensors along d (the common body of op_concat / op_concat_index) *)
Definition cat2 d n1 X Y : seq nat -> T :=
  fun i => if nth 0 i d < n1 then X i else Y (set_nth 0 i d (nth 0 i d - n1)).

(* slice (length c) of a replicated tensor at a rank-dependent offset o r *)
Lemma slice_offset P d c s (o : nat -> nat) X F : d < size s ->
  (forall r t, r < P -> t < c -> o r + t < nth 0 s d) ->
  rel_replicated P s X F ->
  rel_reindex P d (fun r t => o r + t) (set_nth 0 s d c) X (fun r => reindex d (addn (o r)) (F r)).
Proof.
move=> ds ho H r rP; apply: (@reindex_teq_glob _ _ _ _ (nth 0 s d)); rewrite ?size_set_nth_lt //.
- by rewrite set_set_nth_eq set_nth_id //; apply: H.
- by move=> t; rewrite nth_set_nth_eq; apply: ho.
Qed.

(* the two zigzag chunks concatenated on d: the zigzag local layout *)
Lemma concat_zigzag P d c s X F1 F2 : d < size s ->
  rel_reindex P d (contig_map c) (set_nth 0 s d c) X F1 ->
  rel_reindex P d (zz_second P c) (set_nth 0 s d c) X F2 ->
  rel_zigzag P d c (set_nth 0 s d (2 * c)) X (fun r => cat2 d c (F1 r) (F2 r)).
Proof.
move=> ds H1 H2 r rP i ib; have di : d < size i by rewrite (in_bounds_size ib) size_set_nth_lt.
have l2c : nth 0 i d < 2 * c.
  by have := in_bounds_nth ib (_ : d < size (set_nth 0 s d (2 * c))); rewrite nth_set_nth_eq size_set_nth_lt //; apply.
rewrite /cat2 /reindex /zz_glob; case: (ltnP (nth 0 i d) c) => lc.
  by rewrite H1 ?(in_bounds_shrink ds ib lc) // /reindex /contig_map.
have lc' : nth 0 i d - c < c by rewrite ltn_subLR // addnn -mul2n.
have ds2 : d < size (set_nth 0 s d (2 * c)) by rewrite size_set_nth_lt.
have := in_bounds_set_nth ds2 ib lc'; rewrite set_set_nth_eq => ib2.
by rewrite H2 // /reindex /zz_second nth_set_nth_eq set_set_nth_eq.
Qed.
End Chunks.

Section ChunkOps.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* x_first: slice at o r = r * c (length c) of a replicated [2Pc ..] tensor;
   the dim and the offset as the plan writes them, the equations by ring *)
Lemma rule_slice_zz_first P d c s (o : nat -> nat) (X : tensor) F : d < size s -> nth 0 s d = 2 * P * c ->
  (forall r, o r = r * c) ->
  rel_replicated P s X F ->
  rel_contiguous_shard P d c (set_nth 0 s d c) X (fun r => op_slice d (o r) (F r)).
Proof.
move=> ds sd Ho H r rP; rewrite /op_slice Ho.
by apply: (slice_offset (o := fun r => r * c)) H r rP => // r' t rP' tc; rewrite sd first_lt.
Qed.

(* x_second: slice at o r = (2P-1-r) * c (length c) *)
Lemma rule_slice_zz_second P d c s (o : nat -> nat) (X : tensor) F : d < size s -> nth 0 s d = 2 * P * c ->
  (forall r, r < P -> o r = (2 * P - 1 - r) * c) ->
  rel_replicated P s X F ->
  rel_reindex P d (zz_second P c) (set_nth 0 s d c) X (fun r => op_slice d (o r) (F r)).
Proof.
move=> ds sd Ho H r rP; rewrite /op_slice Ho //.
by apply: (slice_offset (o := fun r => (2 * P - 1 - r) * c)) H r rP => // r' t rP' tc; rewrite sd zz_second_lt.
Qed.

(* x_local: concat of the two chunks (s = local zigzag shape, 2c on d) *)
Lemma rule_concat_zigzag P d c s (X : tensor) F1 F2 : d < size s ->
  rel_contiguous_shard P d c (set_nth 0 s d c) X F1 ->
  rel_reindex P d (zz_second P c) (set_nth 0 s d c) X F2 ->
  rel_zigzag P d c (set_nth 0 s d (2 * c)) X (fun r => op_concat d c (F1 r) (F2 r)).
Proof. exact: concat_zigzag. Qed.

(* the three helper nodes at once *)
Lemma rule_zigzag_local P d c s (o : nat -> nat) (X : tensor) F : d < size s -> nth 0 s d = 2 * P * c ->
  (forall r, r < P -> o r = (2 * P - 1 - r) * c) ->
  rel_replicated P s X F ->
  rel_zigzag P d c (set_nth 0 s d (2 * c)) X
    (fun r => op_concat d c (op_slice d (r * c) (F r)) (op_slice d (o r) (F r))).
Proof.
move=> ds sd Ho H; apply: concat_zigzag ds (@rule_slice_zz_first P d c s (fun r => r * c) X F ds sd (fun _ => erefl) H)
  (rule_slice_zz_second ds sd Ho H).
Qed.
End ChunkOps.

(* positions: concat of the two aranges = zigzag layout of the global arange *)
Lemma rule_concat_index_zigzag P c (F1 F2 : nat -> seq nat -> nat) :
  rel_contiguous_shard P 0 c [:: c] (op_arange_from 0) F1 ->
  rel_reindex P 0 (zz_second P c) [:: c] (op_arange_from 0) F2 ->
  rel_zigzag P 0 c [:: 2 * c] (op_arange_from 0) (fun r => op_concat_index 0 c (F1 r) (F2 r)).
Proof. exact: (@concat_zigzag nat P 0 c [:: 2 * c]). Qed.

Lemma rule_zigzag_positions P c (o : nat -> nat) :
  (forall r, r < P -> o r = (2 * P - 1 - r) * c) ->
  rel_zigzag P 0 c [:: 2 * c] (op_arange_from 0)
    (fun r => op_concat_index 0 c (op_arange_from (r * c)) (op_arange_from (o r))).
Proof. by move=> Ho; apply: rule_concat_index_zigzag; [exact: (@rule_arange_shard P c (fun r => r * c) (fun _ => erefl)) | apply: rule_arange_zz_second]. Qed.

(* ---------- EP router pieces under replication ---------- *)
Section Router.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* what the rules need of the opaque top-k (OP_TOPK: "a selection function
   of the row's values returning k distinct indices < E"): it reads only the
   E values of its row, and (for gather) its first K outputs are < E *)
Definition topk_local E (topk : (nat -> R) -> nat -> nat) :=
  forall x y, (forall e, e < E -> x e = y e) -> forall k, topk x k = topk y k.
Definition topk_range E K (topk : (nat -> R) -> nat -> nat) :=
  forall x k, k < K -> topk x k < E.
(* an index tensor with values < n on its shape s *)
Definition idx_lt s n (idx : seq nat -> nat) := forall i, in_bounds s i -> idx i < n.

Lemma resp_topk E K s0 topk : topk_local E topk ->
  respects1 (op_topk topk) (rcons s0 E) (rcons s0 K).
Proof. by move=> Ht X X' H i ib; rewrite /op_topk; apply: Ht => e eE; rewrite H // (in_bounds_row ib eE). Qed.

Lemma rule_topk_replicated P E K s0 topk (Z : tensor) FZ : topk_local E topk ->
  rel_replicated P (rcons s0 E) Z FZ ->
  rel_replicated P (rcons s0 K) (op_topk topk Z) (fun r => op_topk topk (FZ r)).
Proof. by move=> Ht; apply: rule_replicated_op1; apply: resp_topk. Qed.

(* top-k outputs are in range: discharges gather's side condition *)
Lemma topk_idx_lt E K s0 topk (Z : tensor) : topk_range E K topk ->
  idx_lt (rcons s0 K) E (op_topk topk Z).
Proof. by move=> Ht i ib; apply: Ht; apply: in_bounds_last ib. Qed.

(* scatter_add reads idx / src only at in-bounds positions: no side condition *)
Lemma resp_scatter_add d n s : d < size s ->
  respects2 (@op_scatter_add R d n) (set_nth 0 s d n) (set_nth 0 s d n) s.
Proof.
move=> ds I I' S S' HI HS i ib; rewrite /op_scatter_add; apply: eq_big_nat => j /andP[_ jn].
by have ib' := in_bounds_set_nth ds ib jn; rewrite HI // HS.
Qed.

Lemma rule_scatter_add_replicated P d n s (idx : seq nat -> nat) Fidx (Src : tensor) FS : d < size s ->
  rel_replicated P (set_nth 0 s d n) idx Fidx ->
  rel_replicated P (set_nth 0 s d n) Src FS ->
  rel_replicated P s (op_scatter_add d n idx Src) (fun r => op_scatter_add d n (Fidx r) (FS r)).
Proof. by move=> ds; apply: rule_replicated_op2; apply: resp_scatter_add. Qed.

(* gather reads X at idx: needs idx in range (idx_lt, e.g. topk_idx_lt) *)
Lemma rule_gather_replicated P d n s (X : tensor) FX (idx : seq nat -> nat) Fidx : d < size s ->
  idx_lt s n idx ->
  rel_replicated P (set_nth 0 s d n) X FX ->
  rel_replicated P s idx Fidx ->
  rel_replicated P s (op_gather d idx X) (fun r => op_gather d (Fidx r) (FX r)).
Proof.
move=> ds Hr HX Hi r rP i ib; rewrite /op_gather Hi // HX //.
exact: in_bounds_set_nth ds ib (Hr i ib).
Qed.
End Router.

Section RouterField.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Lemma resp_softmax n s0 : respects1 (@op_softmax R exp n) (rcons s0 n) (rcons s0 n).
Proof.
move=> X X' H i ib; rewrite /op_softmax /rowwise; apply: (row_local_softmax exp (in_bounds_last ib)).
by move=> j jn; rewrite H // (in_bounds_row_same ib jn).
Qed.

End RouterField.
Arguments resp_softmax {R exp n s0}.
