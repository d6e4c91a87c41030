(* Sliding-window attention under contiguous CP with the halo exchanged by a
   cyclic shift (OP_SHIFT), so every CP rank runs the same code: rank r
   owns queries and keys [r*c, (r+1)*c) (N = P * c), slices the tail (last
   h rows) of its K/V shard and of its global query positions, shifts them
   by +1 (member r receives member (r - 1) mod P's tail) and concatenates
   [halo; own] into an extended key range of h + c slots.  Slot t of rank
   r reads the SM key halo_ext P c h r t: for r > 0 the keys
   [r*c - h, (r+1)*c); rank 0's halo slots hold rank P-1's tail, at global
   positions P*c - h + t >= c, later than every query of rank 0, so the
   causal sliding-window mask masks them.  Unlike RulesHalo.v (send/recv,
   rank 0 padded with its own tail at positions >= N) the extended layout
   is a plain reindex of the SM value on every rank.
   Side conditions: h <= c (the halo is the tail of one shard), 1 < P
   (rank 0's halo keys are another rank's, hence later than its queries),
   window W <= h + 1 (the halo holds every key the window reaches). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention RulesHalo RulesCP.
From TV Require Export AttentionBackward.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- the collective and the index maps ---------- *)
Section Shift.
Variable T : Type.
(* OP_SHIFT: member r receives member (r + s) mod P's input; the plan's
   offset o (member r receives member (r - o) mod P's) is s = P - o for
   0 < o <= P, s = - o for o <= 0 *)
Definition op_shift (P s : nat) (F : nat -> seq nat -> T) (r : nat) : seq nat -> T := F ((r + s) %% P).
(* OP_SLICE of an index tensor (Ops.v's op_slice is ring-valued) *)
Definition op_slice_index (d o : nat) (X : seq nat -> nat) : seq nat -> nat := reindex d (addn o) X.
End Shift.

(* rank r's tail row t (t < h) is SM row r*c + (c - h + t) *)
Definition halo_tail c h r t := r * c + (c - h + t).
(* after the shift by +1: rank r holds rank (r - 1) mod P's tail *)
Definition halo_recv P c h r t := halo_tail c h ((r + (P - 1)) %% P) t.
(* the extended key range [halo; own] *)
Definition halo_ext P c h r t := if t < h then halo_recv P c h r t else contig_map c r (t - h).

(* a mask that only admits keys j in [q - h, q] for query q *)
Definition band h N (M : seq nat -> bool) :=
  forall q j, q < N -> j < N -> M [:: q; j] -> j <= q <= j + h.
(* the rank's mask over its queries and extended keys is the SM mask read
   at (r*c + query, halo_ext key), and the SM mask is a band *)
Definition rel_halo_mask P c h s (M : seq nat -> bool) (F : nat -> seq nat -> bool) :=
  (forall r, r < P -> teq s (F r) (fun i => M [:: r * c + nth 0 i 0; halo_ext P c h r (nth 0 i 1)]))
  /\ band h (P * c) M.
(* positions are the identity (the SM arange from 0) *)
Definition pos_iota N (pos : seq nat -> nat) := forall j, j < N -> pos [:: j] = j.

Lemma pos_iota_arange N : pos_iota N (op_arange_from 0).
Proof. by []. Qed.

(* ---------- index lemmas ---------- *)
Lemma in_bounds_hd n s a i : in_bounds (n :: s) (a :: i) = (a < n) && in_bounds s i.
Proof.
apply/in_boundsP/andP => [[/= [si] H]|[an /in_boundsP[si H]]].
  split; first exact: (H 0).
  by apply/in_boundsP; split=> // k ks; apply: (H k.+1).
by split; [rewrite /= si | case=> [|k] //= ks; apply: H].
Qed.

Lemma shift_prev P r : 0 < r -> r < P -> (r + (P - 1)) %% P = r.-1.
Proof.
case: r => // r _ rP; have P0 : 0 < P by apply: ltn_trans rP.
by rewrite addSn -addnS subn1 prednK // modnDr modn_small // (ltn_trans _ rP).
Qed.

(* a real key slot (global r*c + t - h >= 0) reads that key *)
Lemma halo_ext_real P c h r t : r < P -> h <= c -> h <= r * c + t ->
  halo_ext P c h r t = r * c + t - h.
Proof.
move=> rP hc ht; rewrite /halo_ext; case: ltnP => th; last by rewrite /contig_map halo_own.
have r0 := halo_rank_pos ht th.
by rewrite /halo_recv shift_prev // /halo_tail halo_prev.
Qed.

(* rank 0's halo slots hold rank P-1's tail *)
Lemma halo_ext_pad P c h t : 1 < P -> t < h -> halo_ext P c h 0 t = (P - 1) * c + (c - h + t).
Proof.
move=> P1 th; rewrite /halo_ext th /halo_recv /halo_tail add0n modn_small //.
by rewrite ltn_subrL /= (ltnW P1).
Qed.

Lemma halo_pad_ge P c h t : 1 < P -> c <= (P - 1) * c + (c - h + t).
Proof. by move=> P1; rewrite (leq_trans _ (leq_addr _ _)) // leq_pmull // subn_gt0. Qed.

Lemma halo_pad_lt P c h t : 1 < P -> h <= c -> t < h -> (P - 1) * c + (c - h + t) < P * c.
Proof. by move=> P1 hc th; rewrite shard_lt ?halo_tail_lt // ltn_subrL /= (ltnW P1). Qed.

(* ---------- relation rules (any value type: K/V rows and positions) ---------- *)
Section Layout.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

Lemma rule_shift_reindex P k d (g : nat -> nat -> nat) s (X : tensor) F :
  rel_reindex P d g s X F ->
  rel_reindex P d (fun r => g ((r + k) %% P)) s X (fun r => op_shift P k F r).
Proof. by move=> HX r rP; apply: HX; rewrite ltn_pmod // (leq_ltn_trans (leq0n r) rP). Qed.

(* the shift by +1 of the tails: the previous rank's tail *)
Lemma rule_halo_shift P c h s (X : tensor) F :
  rel_reindex P 0 (halo_tail c h) s X F ->
  rel_reindex P 0 (halo_recv P c h) s X (fun r => op_shift P (P - 1) F r).
Proof. exact: rule_shift_reindex. Qed.

(* the tail: slice [c - h, c) of the own shard *)
Lemma rule_halo_tail P c h s0 (X : tensor) F : h <= c ->
  rel_contiguous_shard P 0 c (c :: s0) X F ->
  rel_reindex P 0 (halo_tail c h) (h :: s0) X (fun r => reindex 0 (addn (c - h)) (F r)).
Proof.
move=> hc HX r rP [|t i] //; rewrite in_bounds_hd => /andP[th ib].
by rewrite /reindex /= HX // in_bounds_hd ib andbT halo_tail_lt.
Qed.

(* [halo; own] on the sequence dim *)
Lemma rule_halo_concat P c h s0 (X : tensor) F1 F2 :
  rel_reindex P 0 (halo_recv P c h) (h :: s0) X F1 ->
  rel_contiguous_shard P 0 c (c :: s0) X F2 ->
  rel_reindex P 0 (halo_ext P c h) (h + c :: s0) X
    (fun r i => if nth 0 i 0 < h then F1 r i else F2 r (set_nth 0 i 0 (nth 0 i 0 - h))).
Proof.
move=> H1 H2 r rP [|t i] //; rewrite in_bounds_hd => /andP[tn ib] /=.
rewrite /reindex /halo_ext /=; case: ltnP => th; first by rewrite H1 // in_bounds_hd th.
by rewrite H2 // in_bounds_hd ib andbT halo_local_lt.
Qed.
End Layout.

(* the mask from the rank's query positions and extended key positions *)
Lemma rule_halo_mask P c h W (pq pk : seq nat -> nat) Fq Fk :
  pos_iota (P * c) pq -> pos_iota (P * c) pk -> W <= h + 1 ->
  rel_contiguous_shard P 0 c [:: c] pq Fq ->
  rel_reindex P 0 (halo_ext P c h) [:: h + c] pk Fk ->
  rel_halo_mask P c h [:: c; h + c] (op_sliding_window_mask W pq pk)
    (fun r => op_sliding_window_mask W (Fq r) (Fk r)).
Proof.
move=> Iq Ik wh Hq Hk; split=> [r rP i|q j qN jN].
  case/ib2_pair=> a [t [-> /andP[ac tn]]].
  by rewrite /op_sliding_window_mask /= Hq ?in_bounds1 // Hk ?in_bounds1.
rewrite /op_sliding_window_mask /= Iq // Ik // => /andP[-> qW] /=.
have : q < j + (h + 1) by apply: (leq_trans qW); rewrite leq_add2l.
by rewrite addnA addn1 ltnS.
Qed.

(* ---------- sums over the extended key range ---------- *)
Section Band.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.

(* the slots of the extended range [a - h, a - h + n) vs the Nk SM keys:
   real slots read key a + j - h, the others are masked, and every
   unmasked key lies in the range *)
Definition ext_slots (Nk n a h : nat) (m m' : nat -> bool) :=
  [/\ (a + n <= h + Nk)%N,
      forall j, (j < n)%N -> (h <= a + j)%N -> m' j = m (a + j - h)%N,
      forall j, (j < n)%N -> (a + j < h)%N -> m' j = false
    & forall t, (t < Nk)%N -> m t -> (a <= t + h < a + n)%N].

Lemma sum_slots Nk n a h m m' (f f' : nat -> R) : ext_slots Nk n a h m m' ->
  (forall j, (j < n)%N -> (h <= a + j)%N -> m (a + j - h)%N -> f' j = f (a + j - h)%N) ->
  \sum_(0 <= j < n) (if m' j then f' j else 0) = \sum_(0 <= t < Nk) (if m t then f t else 0).
Proof.
case=> an Hr Hp Hm Hf; apply: (@sum_band _ _ _ Nk n a h an) => [j jn|t tN out].
  case: leqP => hj; last by rewrite Hp.
  by rewrite Hr //; case: ifP => // mt; rewrite Hf.
case: ifP => // mt; have /andP[lo hi] := Hm t tN mt.
by move: out; rewrite ltnNge lo leqNgt hi.
Qed.

(* a sum of terms that vanish on masked keys *)
Lemma sum_slots0 Nk n a h m m' (g G : nat -> R) : ext_slots Nk n a h m m' ->
  (forall j, (j < n)%N -> (h <= a + j)%N -> g j = G (a + j - h)%N) ->
  (forall j, (j < n)%N -> (a + j < h)%N -> g j = 0) ->
  (forall t, (t < Nk)%N -> ~~ m t -> G t = 0) ->
  \sum_(0 <= j < n) g j = \sum_(0 <= t < Nk) G t.
Proof.
case=> an _ _ Hm Hr Hp HG; apply: (@sum_band _ _ _ Nk n a h an) => [j jn|t tN out].
  by case: leqP => hj; [rewrite Hr | rewrite Hp].
apply: HG => //; apply/negP => mt; have /andP[lo hi] := Hm t tN mt.
by move: out; rewrite ltnNge lo leqNgt hi.
Qed.

Section Rows.
Variables (Nk n a h Dh Dv : nat) (sc : R) (m m' : nat -> bool) (q q' : nat -> R).
Variables (k k' v v' : nat -> nat -> R) (d d' : nat -> R).
Hypothesis Hs : ext_slots Nk n a h m m'.
Hypothesis Hq : forall t, (t < Dh)%N -> q' t = q t.
Hypothesis Hd : forall e, (e < Dv)%N -> d' e = d e.
Hypothesis Hk : forall j t, (j < n)%N -> (h <= a + j)%N -> (t < Dh)%N -> k' j t = k (a + j - h)%N t.
Hypothesis Hv : forall j e, (j < n)%N -> (h <= a + j)%N -> (e < Dv)%N -> v' j e = v (a + j - h)%N e.

Lemma score_slot j : (j < n)%N -> (h <= a + j)%N -> att_score Dh sc q' k' j = att_score Dh sc q k (a + j - h)%N.
Proof.
move=> jn hj; rewrite /att_score; congr (_ * _).
by apply: eq_big_nat => t /andP[_ tD]; rewrite Hq ?Hk.
Qed.

Lemma denom_slots :
  rowsum n (fun j => if m' j then exp (att_score Dh sc q' k' j) else 0) =
  rowsum Nk (fun j => if m j then exp (att_score Dh sc q k j) else 0).
Proof. by apply: (sum_slots Hs) => j jn hj _; rewrite score_slot. Qed.

Lemma prob_slot j : (j < n)%N -> (h <= a + j)%N ->
  att_prob exp n Dh sc m' q' k' j = att_prob exp Nk Dh sc m q k (a + j - h)%N.
Proof.
case: Hs => _ Hr _ _ jn hj.
by rewrite /att_prob Hr // denom_slots score_slot.
Qed.

Lemma prob_pad j : (j < n)%N -> (a + j < h)%N -> att_prob exp n Dh sc m' q' k' j = 0.
Proof. by case: Hs => _ _ Hp _ jn aj; rewrite /att_prob Hp. Qed.

Lemma prob_masked t : ~~ m t -> att_prob exp Nk Dh sc m q k t = 0.
Proof. by rewrite /att_prob => /negbTE ->. Qed.

Lemma dp_slot j : (j < n)%N -> (h <= a + j)%N -> att_dp Dv d' v' j = att_dp Dv d v (a + j - h)%N.
Proof. by move=> jn hj; apply: eq_big_nat => e /andP[_ eD]; rewrite Hd ?Hv. Qed.

Lemma ds_slot j : (j < n)%N -> (h <= a + j)%N ->
  att_ds exp n Dh Dv sc m' q' k' v' d' j = att_ds exp Nk Dh Dv sc m q k v d (a + j - h)%N.
Proof.
move=> jn hj; rewrite /att_ds prob_slot // dp_slot //; congr (_ * (_ - _)).
apply: (sum_slots0 Hs) => [j' jn' hj'|j' jn' aj'|t tN mt]; first by rewrite prob_slot ?dp_slot.
  by rewrite prob_pad // mul0r.
by rewrite prob_masked // mul0r.
Qed.

Lemma ds_pad j : (j < n)%N -> (a + j < h)%N -> att_ds exp n Dh Dv sc m' q' k' v' d' j = 0.
Proof. by move=> jn aj; rewrite /att_ds prob_pad // mul0r. Qed.

Lemma ds_masked t : ~~ m t -> att_ds exp Nk Dh Dv sc m q k v d t = 0.
Proof. by move=> mt; rewrite /att_ds prob_masked // mul0r. Qed.
End Rows.
End Band.

(* ---------- attention over the extended range ---------- *)
Section HaloShiftSdpa.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Section Hyps.
Variables (P c h Dh Dv : nat) (sc : R).
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis hc : (h <= c)%N.
Hypothesis HQ : rel_contiguous_shard P 0 c [:: c; Dh] Q FQ.

(* ---------- the cyclic layouts' facts the attention lemmas read ---------- *)
Section Cyclic.
Hypothesis P1 : (1 < P)%N.
Hypothesis HK : rel_reindex P 0 (halo_ext P c h) [:: (h + c)%N; Dh] K FK.
Hypothesis HV : rel_reindex P 0 (halo_ext P c h) [:: (h + c)%N; Dv] V FV.
Hypothesis HM : rel_halo_mask P c h [:: c; (h + c)%N] M FM.

(* query i of rank r: its mask row over the extended slots vs the SM row *)
Lemma halo_slots r i : (r < P)%N -> (i < c)%N ->
  ext_slots (P * c) (h + c) (r * c) h (fun j => M [:: (r * c + i)%N; j]) (fun j => FM r [:: i; j]).
Proof.
case: HM => Hm Hb rP ic; have qN : (r * c + i < P * c)%N by apply: shard_lt.
split=> [|j jn hj|j jn aj|t tN mt].
- by rewrite addnCA leq_add2l -mulSnr leq_mul2r rP orbT.
- by rewrite Hm ?in_bounds2 ?ic //= halo_ext_real.
- case: r rP qN aj => [|r] rP qN aj; last first.
    by exfalso; move: aj; rewrite ltnNge mulSn -addnA (leq_trans hc) ?leq_addr.
  have jh : (j < h)%N by move: aj; rewrite mul0n add0n.
  move: qN; rewrite Hm ?in_bounds2 ?ic //= mul0n !add0n halo_ext_pad // => iN.
  apply/negbTE/negP => /(Hb _ _ iN (halo_pad_lt P1 hc jh)) /andP[le _].
  by move: (leq_trans (halo_pad_ge c h j P1) le); rewrite leqNgt ic.
- have /andP[tq qt] := Hb _ _ qN tN mt.
  rewrite (leq_trans (leq_addr i _) qt) /=.
  by rewrite addnA addnAC ltn_add2r (leq_ltn_trans tq) // ltn_add2l.
Qed.

Lemma halo_K r j t : (r < P)%N -> (j < h + c)%N -> (h <= r * c + j)%N -> (t < Dh)%N ->
  FK r [:: j %/ 1; t] = K [:: (r * c + j - h)%N %/ 1; t].
Proof. by move=> rP jn hj tD; rewrite !divn1 HK ?in_bounds2 ?jn // /reindex /= halo_ext_real. Qed.

Lemma halo_V r j e : (r < P)%N -> (j < h + c)%N -> (h <= r * c + j)%N -> (e < Dv)%N ->
  FV r [:: j %/ 1; e] = V [:: (r * c + j - h)%N %/ 1; e].
Proof. by move=> rP jn hj eD; rewrite !divn1 HV ?in_bounds2 ?jn // /reindex /= halo_ext_real. Qed.
End Cyclic.

(* The attention lemmas read the layouts of K / V / the mask only through
   each query row's ext_slots and the real slots' keys: what the other
   slots hold is never read, so the open shift (RulesHaloOpen.v, a fill,
   no 1 < P) is an instance as well as the cyclic one. *)
Hypothesis slots : forall r i, (r < P)%N -> (i < c)%N ->
  ext_slots (P * c) (h + c) (r * c) h (fun j => M [:: (r * c + i)%N; j]) (fun j => FM r [:: i; j]).
Hypothesis readK : forall r j t, (r < P)%N -> (j < h + c)%N -> (h <= r * c + j)%N -> (t < Dh)%N ->
  FK r [:: j %/ 1; t] = K [:: (r * c + j - h)%N %/ 1; t].
Hypothesis readV : forall r j e, (r < P)%N -> (j < h + c)%N -> (h <= r * c + j)%N -> (e < Dv)%N ->
  FV r [:: j %/ 1; e] = V [:: (r * c + j - h)%N %/ 1; e].

Lemma shift_sdpa :
  rel_contiguous_shard P 0 c [:: c; Dv] (op_sdpa exp (P * c) Dh sc 1 M Q K V)
    (fun r => op_sdpa exp (h + c) Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof.
move=> r rP ix /ib2_pair[i [e [-> /andP[ic eD]]]].
have [an Hr Hp Hm] := slots rP ic.
rewrite /reindex /contig_map /= !sdpa_at2; symmetry.
apply: (@att_at_band _ exp _ _ (r * c)%N h) => // [t tD|j jn hj].
- by rewrite HQ ?in_bounds2 ?ic.
- by split; [rewrite Hr | move=> t tD; rewrite readK | rewrite readV].
Qed.


Section Backward.
Hypothesis HO : rel_contiguous_shard P 0 c [:: c; Dv] dO FO.

(* dS of query i of rank r at slot j: the SM dS at the slot's key, 0 on
   rank 0's halo slots (masked) *)
Lemma halo_dS r i j : (r < P)%N -> (i < c)%N -> (j < h + c)%N -> (h <= r * c + j)%N ->
  sdpa_dS exp (h + c) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r) [:: i; j] =
  sdpa_dS exp (P * c) Dh Dv sc 1 M Q K V dO [:: (r * c + i)%N; (r * c + j - h)%N].
Proof.
move=> rP ic jn hj; rewrite !dS_at2.
apply: (@ds_slot _ exp _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ (slots rP ic)) => // [t tD|e eD|j' t jn' hj' tD|j' e jn' hj' eD].
- by rewrite HQ ?in_bounds2 ?ic.
- by rewrite HO ?in_bounds2 ?ic.
- exact: readK.
- exact: readV.
Qed.

Lemma halo_dS_pad r i j : (r < P)%N -> (i < c)%N -> (j < h + c)%N -> (r * c + j < h)%N ->
  sdpa_dS exp (h + c) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r) [:: i; j] = 0.
Proof. by move=> rP ic jn aj; rewrite dS_at2 (@ds_pad _ exp _ _ _ _ _ _ _ _ _ _ _ _ _ (slots rP ic)). Qed.

Lemma shift_dq :
  rel_contiguous_shard P 0 c [:: c; Dh] (op_sdpa_backward_dq exp (P * c) (P * c) Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dq exp c (h + c) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP ix /ib2_pair[i [t [-> /andP[ic tD]]]].
rewrite /reindex /contig_map /= !dq_at2; congr (_ * _).
apply: (sum_slots0 (slots rP ic)) => [j jn hj|j jn aj|u uN mu].
- by rewrite halo_dS // readK.
- by rewrite halo_dS_pad // mul0r.
- by rewrite dS_at2 (ds_masked exp) ?mu // mul0r.
Qed.
End Backward.
End Hyps.
End HaloShiftSdpa.

(* ---------- the registered rules: the extended length as the compiler
   renders it (c + h: the plan's chunk symbol sorts first), side
   conditions first, then the input relations in plan order ---------- *)
Section Registered.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

Lemma rule_halo_tail_shard P c h s0 (X : tensor) F : h <= c ->
  rel_contiguous_shard P 0 c (c :: s0) X F ->
  rel_reindex P 0 (halo_tail c h) (h :: s0) X (fun r => reindex 0 (addn (c - h)) (F r)).
Proof. exact: rule_halo_tail. Qed.

Lemma rule_halo_shift_tail P c h s (X : tensor) F :
  rel_reindex P 0 (halo_tail c h) s X F ->
  rel_reindex P 0 (halo_recv P c h) s X (fun r => op_shift P (P - 1) F r).
Proof. exact: rule_halo_shift. Qed.

Lemma rule_halo_concat_ext P c h s0 (X : tensor) F1 F2 :
  rel_reindex P 0 (halo_recv P c h) (h :: s0) X F1 ->
  rel_contiguous_shard P 0 c (c :: s0) X F2 ->
  rel_reindex P 0 (halo_ext P c h) (c + h :: s0) X
    (fun r i => if nth 0 i 0 < h then F1 r i else F2 r (set_nth 0 i 0 (nth 0 i 0 - h))).
Proof. by rewrite [c + h]addnC; exact: rule_halo_concat. Qed.
End Registered.

Lemma rule_halo_mask_ext P c h N W (wh : W <= h + 1) (eN : N = P * c) (pq pk : seq nat -> nat) Fq Fk :
  pos_iota N pq -> pos_iota N pk ->
  rel_contiguous_shard P 0 c [:: c] pq Fq ->
  rel_reindex P 0 (halo_ext P c h) [:: c + h] pk Fk ->
  rel_halo_mask P c h [:: c; c + h] (op_sliding_window_mask W pq pk)
    (fun r => op_sliding_window_mask W (Fq r) (Fk r)).
Proof. by rewrite eN [c + h]addnC => Iq Ik; exact: rule_halo_mask. Qed.

Section RegisteredSdpa.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Lemma rule_sdpa_halo_shift P c h N Dh Dv sc (Q K V : tensor) M FQ FK FV FM (eN : N = (P * c)%N) :
  (h <= c)%N -> (1 < P)%N ->
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; Dh] K FK ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; Dv] V FV ->
  rel_halo_mask P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] (op_sdpa exp N Dh sc 1 M Q K V)
    (fun r => op_sdpa exp (c + h) Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof. subst N.
rewrite [(c + h)%N]addnC => hc P1 HQ HK HV HM.
exact: (shift_sdpa exp sc HQ (fun r i => halo_slots hc P1 HM (r := r) (i := i)) (halo_K hc HK) (halo_V hc HV)).
Qed.

Lemma rule_sdpa_backward_dq_halo_shift P c h N Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO (eN : N = (P * c)%N) :
  (h <= c)%N -> (1 < P)%N ->
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; Dh] K FK ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; Dv] V FV ->
  rel_halo_mask P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] dO FO ->
  rel_contiguous_shard P 0 c [:: c; Dh] (op_sdpa_backward_dq exp N N Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dq exp c (c + h) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. subst N.
rewrite [(c + h)%N]addnC => hc P1 HQ HK HV HM HO.
exact: (shift_dq exp sc HQ (fun r i => halo_slots hc P1 HM (r := r) (i := i)) (halo_K hc HK) (halo_V hc HV) HO).
Qed.
End RegisteredSdpa.
