(* Local rules, part 7: sliding-window attention under contiguous CP with a
   halo from the previous CP rank (send/recv), as the planner emits it
   (frontends/planner/layers.py _halo_fwd): rank r owns queries and keys
   [r*c, (r+1)*c); it receives the last h keys/values of rank r-1 and
   attends over the extended key range [r*c - h, (r+1)*c) (length h + c).
   Rank 0 convention: it has no predecessor; its h halo slots hold its own
   tail (recv from r.-1 = 0 is its own slice) at key positions >= N, which
   the sliding-window mask always masks out (query positions are < N).
   Side condition: window - 1 <= h (the halo holds every key the window can
   reach); h <= c (the halo is a tail of one shard).                       *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* extended key slot t of rank r reads global key r*c + t - h *)
Definition halo_map c h r t := r * c + t - h.

(* halo-extended layout on dim d: member r's slot t (local length h + c)
   holds X at global r*c + t - h whenever that is a real key (h <= r*c + t);
   rank 0's first h slots are unconstrained (padding). *)
Definition rel_halo {T} P d c h s (X : seq nat -> T) (F : nat -> seq nat -> T) :=
  forall r, r < P -> forall i, in_bounds s i -> h <= r * c + nth 0 i d ->
    F r i = reindex d (halo_map c h r) X i.

(* key positions of the extended range: global positions of real keys, and
   positions >= N (masked out) for rank 0's padding slots *)
Definition rel_halo_pos P c h N (F : nat -> seq nat -> nat) :=
  forall r j, r < P -> j < h + c ->
    (h <= r * c + j -> F r [:: j] = r * c + j - h) /\ (r * c + j < h -> N <= F r [:: j]).

(* ---------- index lemmas ---------- *)
Lemma halo_prev r c h j : 0 < r -> h <= c -> j < h -> r.-1 * c + (c - h + j) = r * c + j - h.
Proof.
case: r => // r _ hc jh; rewrite succnK mulSnr -[in RHS]addnA -addnBA ?(leq_trans hc) ?leq_addr //.
by rewrite addnBAC.
Qed.

Lemma halo_own r c h j : h <= j -> r * c + (j - h) = r * c + j - h.
Proof. by move=> hj; rewrite addnBA. Qed.

Lemma halo_local_lt c h j : j < h + c -> h <= j -> j - h < c.
Proof. by move=> jn hj; rewrite ltn_subLR. Qed.

Lemma halo_tail_lt c h j : h <= c -> j < h -> c - h + j < c.
Proof. by move=> hc jh; rewrite -ltn_subRL subKn. Qed.

Lemma halo_rank_pos r c h j : h <= r * c + j -> j < h -> 0 < r.
Proof. by case: r => // ; rewrite mul0n add0n => /leq_ltn_trans H /H; rewrite ltnn. Qed.

Lemma halo_ge r c h j : 0 < r -> h <= c -> h <= r * c + j.
Proof. by case: r => // r _ hc; rewrite mulSn -addnA (leq_trans hc) ?leq_addr. Qed.

Lemma window_reach x t W h : W.-1 <= h -> x < t + W -> x <= t + h.
Proof.
case: W => [|W] /= wh; first by rewrite addn0 => /ltnW/leq_trans; apply; rewrite leq_addr.
by rewrite addnS ltnS => /leq_trans; apply; rewrite leq_add2l.
Qed.

(* the planner's window W = halo + 1 meets the side condition; stated with
   the .-1 head so it unifies with the rule's W.-1 <= h *)
Lemma window_halo h : (h + 1).-1 <= h.
Proof. by rewrite addn1. Qed.
Lemma window_haloS h : h.+1.-1 <= h.
Proof. by []. Qed.

(* ---------- the core lemma: masked sums over a sub-range ---------- *)
Section Band.
Variable R : comRingType.
Local Open Scope ring_scope.

(* a sum over all N terms equals the sum over any sub-range [lo, hi) that
   contains every non-zero (= unmasked) term *)
Lemma sum_subrange (f : nat -> R) N lo hi : (lo <= hi)%N -> (hi <= N)%N ->
  (forall u, (u < N)%N -> (u < lo)%N || (hi <= u)%N -> f u = 0) ->
  \sum_(0 <= u < N) f u = \sum_(lo <= u < hi) f u.
Proof.
move=> lh hN Hf; rewrite (@big_cat_nat _ _ _ lo) ?(leq_trans lh) //= (@big_cat_nat _ _ _ hi lo N) //=.
have -> : \sum_(0 <= u < lo) f u = 0.
  by rewrite big_nat_cond big1 // => u /andP[/andP[_ ul] _]; apply: Hf; rewrite ?ul // (leq_trans ul) ?(leq_trans lh).
have -> : \sum_(hi <= u < N) f u = 0.
  by rewrite big_nat_cond big1 // => u /andP[/andP[hu uN] _]; apply: Hf; rewrite ?hu ?orbT.
by rewrite add0r addr0.
Qed.

Lemma sum_shift (G : nat -> R) N h :
  \sum_(0 <= t < N) G t = \sum_(0 <= u < h + N) (if (h <= u)%N then G (u - h)%N else 0).
Proof.
rewrite [RHS](@big_cat_nat _ _ _ h) ?leq_addr //=.
have -> : \sum_(0 <= u < h) (if (h <= u)%N then G (u - h)%N else 0) = 0.
  by rewrite big_nat_cond big1 // => u /andP[/andP[_ uh] _]; rewrite leqNgt uh.
have -> : \sum_(h <= u < h + N) (if (h <= u)%N then G (u - h)%N else 0) =
          \sum_(0 + h <= u < h + N) (if (h <= u)%N then G (u - h)%N else 0) by rewrite add0n.
rewrite big_addn addKn add0r; apply: eq_big_nat => t _.
by rewrite leq_addl addnK.
Qed.

(* a sum over the n slots of an extended range starting at global a - h
   (slots before global 0 contribute 0) equals the full sum over N when
   every non-zero term lies in the range *)
Lemma sum_band (G g : nat -> R) N n a h : (a + n <= h + N)%N ->
  (forall j, (j < n)%N -> g j = if (h <= a + j)%N then G (a + j - h)%N else 0) ->
  (forall t, (t < N)%N -> (t + h < a)%N || (a + n <= t + h)%N -> G t = 0) ->
  \sum_(0 <= j < n) g j = \sum_(0 <= t < N) G t.
Proof.
move=> an Hg HG; rewrite [RHS](sum_shift _ _ h) [RHS](@sum_subrange _ _ a (a + n)) ?leq_addr //; last first.
  move=> u uN out; case: leqP => // hu; apply: HG; first by rewrite -(ltn_add2r h) subnK // addnC.
  by rewrite subnK.
pose G' u := if (h <= u)%N then G (u - h)%N else 0.
have -> : \sum_(a <= u < a + n) G' u = \sum_(0 + a <= u < a + n) G' u by rewrite add0n.
rewrite big_addn addKn; apply: eq_big_nat => j /andP[_ jn].
by rewrite Hg // addnC.
Qed.
End Band.

Section HaloAttention.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

(* attention of one query over Nk global keys = attention over the n
   slots of an extended range [a - h, a - h + n) containing every
   unmasked key (padding slots before global 0 are masked out) *)
Lemma att_at_band Nk n a h Dh sc m m' q q' k k' v v' e :
  (a + n <= h + Nk)%N ->
  (forall t, (t < Dh)%N -> q' t = q t) ->
  (forall j, (j < n)%N -> (h <= a + j)%N ->
     [/\ m' j = m (a + j - h)%N, forall t, (t < Dh)%N -> k' j t = k (a + j - h)%N t
       & v' j e = v (a + j - h)%N e]) ->
  (forall j, (j < n)%N -> (a + j < h)%N -> m' j = false) ->
  (forall t, (t < Nk)%N -> m t -> (a <= t + h < a + n)%N) ->
  att_at exp Nk Dh sc m q k v e = att_at exp n Dh sc m' q' k' v' e.
Proof.
move=> an Hq Hin Hpad Hm.
have Hs j : (j < n)%N -> (h <= a + j)%N ->
    \sum_(0 <= t < Dh) q' t * k' j t = \sum_(0 <= t < Dh) q t * k (a + j - h)%N t.
  move=> jn hj; have [_ Hk _] := Hin j jn hj.
  by apply: eq_big_nat => t /andP[_ tD]; rewrite Hq ?Hk.
have out t : (t < Nk)%N -> (t + h < a)%N || (a + n <= t + h)%N -> m t = false.
  move=> tN; apply: contraTF => mt; have /andP[lo hi] := Hm t tN mt.
  by rewrite negb_or -leqNgt -ltnNge lo hi.
have HZ : rowsum n (fun j => if m' j then exp (sc * \sum_(0 <= t < Dh) q' t * k' j t) else 0) =
          rowsum Nk (fun j => if m j then exp (sc * \sum_(0 <= t < Dh) q t * k j t) else 0).
  apply: (@sum_band _ _ _ Nk n a h an) => [j jn|t tN /(out t tN)->] //.
  case: leqP => hj; last by rewrite Hpad.
  by have [-> _ _] := Hin j jn hj; rewrite Hs.
rewrite /att_at HZ; apply/esym/(@sum_band _ _ _ Nk n a h an) => [j jn|t tN /(out t tN)->]; last by rewrite mul0r.
case: leqP => hj; last by rewrite Hpad // mul0r.
by have [-> _ ->] := Hin j jn hj; rewrite Hs.
Qed.

End HaloAttention.

Section HaloExchange.
Local Open Scope ring_scope.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* K/V extension as the planner emits it: slice the last h rows of the own
   shard, send to r + 1, receive from r - 1 (rank 0: its own tail), concat
   [halo; own] on the sequence dim *)
Lemma rule_halo_exchange P c h B Hkv Dh (X : tensor) FX : (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: B; Hkv; c; Dh] X FX ->
  rel_halo P 2 c h [:: B; Hkv; (h + c)%N; Dh] X
    (fun r => op_concat 2 h (op_recv r.-1 (fun j => op_send (op_slice 2 (c - h) (FX j)))) (FX r)).
Proof.
move=> hc HX r rP i /[dup] ib /in_bounds4_inv[b [hh [j [e [-> /and4P[b0 b1 b2 b3]]]]]] /= hj.
rewrite /op_concat /op_recv /op_send /op_slice /reindex /halo_map /=; case: (ltnP j h) => jh.
  have r0 := halo_rank_pos hj jh.
  rewrite HX ?in_bounds4 ?b0 ?b1 ?b3 ?halo_tail_lt ?(leq_ltn_trans (leq_pred r) rP) //.
  by rewrite /reindex /contig_map /= halo_prev.
by rewrite HX ?in_bounds4 ?b0 ?b1 ?b3 ?halo_local_lt // /reindex /contig_map /= halo_own.
Qed.
End HaloExchange.

(* key positions of the extended range: arange of the halo (start r*c - h,
   rank 0: N) concatenated with the own (global) query positions *)
Lemma rule_halo_positions P c h (pos : seq nat -> nat) Fq : h <= c ->
  rel_equal [:: P * c] pos op_arange ->
  rel_contiguous_shard P 0 c [:: c] pos Fq ->
  rel_halo_pos P c h (P * c)
    (fun r => op_concat_index 0 h (op_arange_from (if r == 0 then P * c else r * c - h)) (Fq r)).
Proof.
move=> hc Hpos Hq r j rP jn; rewrite /op_concat_index /op_arange_from /=.
case: (ltnP j h) => jh.
  case: eqP => [->|/eqP r0].
    by rewrite mul0n add0n leqNgt jh; split=> // _; rewrite leq_addr.
  have r0' : 0 < r by rewrite lt0n.
  split=> [_|]; first by rewrite addnBAC // (leq_trans hc) // -{1}[c]mul1n leq_mul2r r0' orbT.
  by rewrite ltnNge halo_ge.
rewrite Hq ?in_bounds1 ?halo_local_lt // /reindex /contig_map /= -Hpos ?in_bounds1 ?shard_lt ?halo_local_lt //.
rewrite /op_arange /= halo_own //; split=> // hlt; exfalso; move: hlt.
by rewrite ltnNge (leq_trans jh) // leq_addl.
Qed.

Section HaloSdpa.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

(* sliding-window attention under contiguous CP with a halo: queries and
   query positions sharded, K/V and key positions halo-extended (h + c
   slots), SM mask from the global positions pos = arange N (N = P * c),
   PM mask from the rank's query positions and extended key positions. *)
Lemma rule_sdpa_halo P gq Hkv B c h W Dh sc (pos : seq nat -> nat) Fq Fk (Q K V : tensor) FQ FK FV :
  (W.-1 <= h)%N ->
  rel_contiguous_shard P 2 c [:: B; (gq * Hkv)%N; c; Dh] Q FQ ->
  rel_halo P 2 c h [:: B; Hkv; (h + c)%N; Dh] K FK ->
  rel_halo P 2 c h [:: B; Hkv; (h + c)%N; Dh] V FV ->
  rel_equal [:: (P * c)%N] pos op_arange ->
  rel_contiguous_shard P 0 c [:: c] pos Fq ->
  rel_halo_pos P c h (P * c) Fk ->
  rel_contiguous_shard P 2 c [:: B; (gq * Hkv)%N; c; Dh]
    (op_sdpa exp (P * c) Dh sc gq (op_sliding_window_mask W pos pos) Q K V)
    (fun r => op_sdpa exp (h + c) Dh sc gq (op_sliding_window_mask W (Fq r) (Fk r)) (FQ r) (FK r) (FV r)).
Proof.
move=> wh HQ HK HV Hpos Hq Hk r rP i /[dup] ib /in_bounds4_inv[b [hh [q [e [-> /and4P[b0 b1 b2 b3]]]]]].
have hg := div_head_lt b1.
have posE t : (t < P * c)%N -> pos [:: t] = t by move=> tN; rewrite -Hpos ?in_bounds1.
have qN : (r * c + q < P * c)%N by apply: shard_lt.
have FqE : Fq r [:: q] = (r * c + q)%N by rewrite Hq ?in_bounds1 // /reindex /contig_map /= posE.
rewrite /reindex /contig_map /= sdpa_at sdpa_at; symmetry; apply: (@att_at_band _ exp _ _ (r * c)%N h).
- by rewrite addnCA leq_add2l -mulSnr leq_mul2r rP orbT.
- by move=> t tD; rewrite HQ ?in_bounds4 ?b0 ?b1 ?b2.
- move=> j jn hj; have [Hk1 _] := Hk r j rP jn.
  have jl : (r * c + j - h < P * c)%N.
    rewrite ltn_subLR //; apply: (@leq_trans (r * c + (h + c))%N); first by rewrite ltn_add2l.
    by rewrite addnCA leq_add2l -mulSnr leq_mul2r rP orbT.
  split.
  + by rewrite /op_sliding_window_mask /= FqE Hk1 // !posE.
  + by move=> t tD; rewrite HK ?in_bounds4 ?b0 ?hg ?jn.
  + by rewrite HV ?in_bounds4 ?b0 ?hg ?jn.
- move=> j jn hj; have [_ Hk2] := Hk r j rP jn.
  rewrite /op_sliding_window_mask /= FqE; apply/negbTE; rewrite negb_and -ltnNge.
  by rewrite (leq_trans qN) ?Hk2.
- move=> t tN; rewrite /op_sliding_window_mask /= !posE // => /andP[tq qt].
  rewrite (leq_trans (leq_addr q _) (window_reach wh qt)) /=.
  by rewrite addnA addnAC ltn_add2r (leq_ltn_trans tq) // ltn_add2l.
Qed.
End HaloSdpa.
