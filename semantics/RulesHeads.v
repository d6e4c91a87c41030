(* Attention split by heads (TP, GQA groups kept together) and by batch
   (DP), forward and backward, as the planner's Llama emits it: the ranks
   read REPLICATED position / mask families (their own aranges and causal
   masks), not the SM tensors; tensors are rank 4, Q [:: B; H; Nq; Dh],
   K [:: B; Hkv; Nk; Dh], V [:: B; Hkv; Nk; Dv], mask [:: Nq; Nk], with the
   GQA factor g (query head h reads kv head h / g) and H = g * Hkv stated as
   a hypothesis (the compiler proves it by ring).  Rank r of the heads
   layout holds query heads [r * (g * ckv), ..) and kv heads [r * ckv, ..),
   so dK / dV (sums over the g query heads of a kv head, kv_sum) stay local.
   Also the lifting of input-less ops (a position arange) to nested mesh
   relations (nest_map0 / axis_map0, as Mesh.v's nest_map1 ..).           *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention Mesh RulesLayout.
From TV Require Export AttentionBackward.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- index lemmas ---------- *)
Lemma gqa_head_lt g ckv hk h : hk < ckv -> h < g -> hk * g + h < g * ckv.
Proof.
move=> hkc hg; rewrite mulnC; apply: (@leq_trans (g * hk.+1)); last by rewrite leq_mul2l hkc orbT.
by rewrite mulnS addnC ltn_add2r.
Qed.

Lemma gqa_head_shift r g ckv hk h : (r * ckv + hk) * g + h = r * (g * ckv) + (hk * g + h).
Proof. by rewrite mulnDl -addnA -mulnA [ckv * g]mulnC. Qed.

(* ---------- input-less ops on nested meshes ---------- *)
Section Local0.
Variable T : Type.
Local Notation t := (seq nat -> T).

Lemma axis_map0 (Ro : t -> (nat -> t) -> Prop) (fm fp : t) :
  Ro fm (fun _ => fp) -> rel_axis Ro fm (fun _ => fp).
Proof. by []. Qed.

Lemma nest_map0 P (Roo : t -> (nat -> t) -> Prop) (Mio : t -> (seq nat -> t) -> Prop) (fs fm fp : t) :
  Roo fs (fun _ => fm) -> Mio fm (fun _ => fp) -> rel_nest P Roo Mio fs (fun _ => fp).
Proof. by move=> Ho Hi; exists (fun _ => fm); split. Qed.
End Local0.

(* ---------- masks from replicated positions ---------- *)
(* the mask at (i, j) reads query position i and key position j: the
   generic replicated rule's fact *)
Lemma resp_causal_mask Nq Nk : respects2 op_causal_mask [:: Nq] [:: Nk] [:: Nq; Nk].
Proof.
move=> q q' k k' Hq Hk [|i0 [|i1 [|? ?]]] //; rewrite in_bounds2 => /andP[b0 b1].
by rewrite /op_causal_mask /= Hq ?Hk ?in_bounds1.
Qed.
Arguments resp_causal_mask {Nq Nk}.

(* ---------- RoPE under a layout of a non-sequence axis, replicated positions ---------- *)
Section RopeHeads.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* generic: a row-local op reading the position of the sequence index sd *)
Lemma rowwise_pos_heads (h : nat -> (nat -> R) -> nat -> R) P e g s0 n sd N pos Fpos (X : tensor) FX :
  e < size s0 -> e != sd -> sd < size s0 -> nth 0 s0 sd = N -> (forall p, row_local n (h p)) ->
  rel_reindex P e g (rcons s0 n) X FX -> rel_replicated P [:: N] pos Fpos ->
  rel_reindex P e g (rcons s0 n) (rowwise_pos h sd pos X) (fun r => rowwise_pos h sd (Fpos r) (FX r)).
Proof.
move=> es esd sds sdN hl HX Hp r rP i ib; have L := in_bounds_rcons_size ib.
have isd : nth 0 i sd < N.
  have := in_bounds_nth ib (_ : sd < size (rcons s0 n)); rewrite nth_rcons sds sdN; apply.
  by rewrite size_rcons ltnW.
rewrite -L in es; rewrite /reindex /rowwise_pos /rowwise Hp ?in_bounds1 //.
rewrite lastd_set_nth // nth_set_nth_ne // nth_set_nth_ne ?neq_ltn ?es //.
apply: hl; first exact: in_bounds_last ib.
move=> j jn; rewrite HX ?(in_bounds_row_same ib jn) //.
by rewrite /reindex nth_row_at // row_at_set.
Qed.

Variables cs sn : nat -> nat -> R.

(* hypotheses in the plan's input order (x, pos) *)
Lemma rule_rope_heads P e g s0 m sd N (X : tensor) pos FX Fpos :
  e < size s0 -> e != sd -> sd < size s0 -> nth 0 s0 sd = N ->
  rel_reindex P e g (rcons s0 (2 * m)) X FX -> rel_replicated P [:: N] pos Fpos ->
  rel_reindex P e g (rcons s0 (2 * m)) (op_rope cs sn sd pos X) (fun r => op_rope cs sn sd (Fpos r) (FX r)).
Proof. by move=> es esd sds sdN HX Hp; exact: (rowwise_pos_heads es esd sds sdN (@row_local_rope _ cs sn m) HX Hp). Qed.

Lemma rule_rope_backward_heads P e g s0 m sd N (dY : tensor) pos FdY Fpos :
  e < size s0 -> e != sd -> sd < size s0 -> nth 0 s0 sd = N ->
  rel_reindex P e g (rcons s0 (2 * m)) dY FdY -> rel_replicated P [:: N] pos Fpos ->
  rel_reindex P e g (rcons s0 (2 * m)) (op_rope_backward cs sn sd pos dY)
    (fun r => op_rope_backward cs sn sd (Fpos r) (FdY r)).
Proof.
by move=> es esd sds sdN HX Hp; exact: (rowwise_pos_heads es esd sds sdN (@row_local_rope_back _ cs sn m) HX Hp).
Qed.
End RopeHeads.

(* ---------- sdpa and sdpa_backward ---------- *)
Section Heads.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable exp : R -> R.

Lemma probs_at4 Nk Dh sc g M (Q K : tensor) b h q j :
  sdpa_probs exp Nk Dh sc g M Q K [:: b; h; q; j] =
  att_prob exp Nk Dh sc (fun j => M [:: q; j]) (fun t => Q [:: b; h; q; t])
    (fun j t => K [:: b; h %/ g; j; t]) j.
Proof. by []. Qed.

Lemma dS_at4 Nk Dh Dv sc g M (Q K V dO : tensor) b h q j :
  sdpa_dS exp Nk Dh Dv sc g M Q K V dO [:: b; h; q; j] =
  att_ds exp Nk Dh Dv sc (fun j => M [:: q; j]) (fun t => Q [:: b; h; q; t])
    (fun j t => K [:: b; h %/ g; j; t]) (fun j e => V [:: b; h %/ g; j; e]) (fun e => dO [:: b; h; q; e]) j.
Proof. by []. Qed.

Lemma dq_at4 Nq Nk Dh Dv sc g M (Q K V dO : tensor) b h q t :
  op_sdpa_backward_dq exp Nq Nk Dh Dv sc g M Q K V dO [:: b; h; q; t] =
  sc * \sum_(0 <= j < Nk) sdpa_dS exp Nk Dh Dv sc g M Q K V dO [:: b; h; q; j] * K [:: b; h %/ g; j; t].
Proof. by []. Qed.

Lemma dk_at4 Nq Nk Dh Dv sc g M (Q K V dO : tensor) b hk j t :
  op_sdpa_backward_dk exp Nq Nk Dh Dv sc g M Q K V dO [:: b; hk; j; t] =
  \sum_(0 <= h < g) (sc * \sum_(0 <= i < Nq)
     sdpa_dS exp Nk Dh Dv sc g M Q K V dO [:: b; (hk * g + h)%N; i; j] * Q [:: b; (hk * g + h)%N; i; t]).
Proof. by []. Qed.

Lemma dv_at4 Nq Nk Dh Dv sc g M (Q K V dO : tensor) b hk j e :
  op_sdpa_backward_dv exp Nq Nk Dh Dv sc g M Q K V dO [:: b; hk; j; e] =
  \sum_(0 <= h < g) \sum_(0 <= i < Nq)
     sdpa_probs exp Nk Dh sc g M Q K [:: b; (hk * g + h)%N; i; j] * dO [:: b; (hk * g + h)%N; i; e].
Proof. by []. Qed.

(* A rank's (batch b, query head h) rows of every row function are the
   SM's rows (bm, hm): its query rows are the SM's, its kv head h / g is
   the SM's hm / g, its mask is the SM's (in bounds). *)
Definition rows_ok (Nq Nk Dh Dv g : nat) (M FM : seq nat -> bool) (Q K V FQ FK FV : tensor) (b h bm hm : nat) :=
  [/\ forall q j, q < Nq -> j < Nk -> FM [:: q; j] = M [:: q; j],
      forall q t, q < Nq -> t < Dh -> FQ [:: b; h; q; t] = Q [:: bm; hm; q; t],
      forall j t, j < Nk -> t < Dh -> FK [:: b; h %/ g; j; t] = K [:: bm; hm %/ g; j; t]
    & forall j e, j < Nk -> e < Dv -> FV [:: b; h %/ g; j; e] = V [:: bm; hm %/ g; j; e]].

Section Row.
Variables (Nq Nk Dh Dv g : nat) (sc : R) (M FM : seq nat -> bool) (Q K V dO FQ FK FV FO : tensor).
Variables (b h bm hm : nat).
Hypothesis Hr : rows_ok Nq Nk Dh Dv g M FM Q K V FQ FK FV b h bm hm.

Lemma row_probs q j : q < Nq -> j < Nk ->
  sdpa_probs exp Nk Dh sc g FM FQ FK [:: b; h; q; j] = sdpa_probs exp Nk Dh sc g M Q K [:: bm; hm; q; j].
Proof.
case: Hr => HM HQ HK _ qN jN; rewrite !probs_at4.
by apply: att_prob_eq jN => [j' jN'|t tD|j' t jN' tD]; [exact: HM | exact: HQ | exact: HK].
Qed.

Lemma row_sdpa q e : q < Nq -> e < Dv ->
  op_sdpa exp Nk Dh sc g FM FQ FK FV [:: b; h; q; e] = op_sdpa exp Nk Dh sc g M Q K V [:: bm; hm; q; e].
Proof.
case: Hr => HM HQ HK HV qN eD; rewrite !sdpa_at.
by apply: att_at_eq => [j jN|t tD|j t jN tD|j jN]; [exact: HM | exact: HQ | exact: HK | exact: HV].
Qed.

Hypothesis HO : forall q e, q < Nq -> e < Dv -> FO [:: b; h; q; e] = dO [:: bm; hm; q; e].

Lemma row_dS q j : q < Nq -> j < Nk ->
  sdpa_dS exp Nk Dh Dv sc g FM FQ FK FV FO [:: b; h; q; j] =
  sdpa_dS exp Nk Dh Dv sc g M Q K V dO [:: bm; hm; q; j].
Proof.
case: Hr => HM HQ HK HV qN jN; rewrite !dS_at4.
apply: att_ds_eq jN => [j' jN'|t tD|j' t jN' tD|j' e jN' eD|e eD];
  [exact: HM | exact: HQ | exact: HK | exact: HV | exact: HO].
Qed.

Lemma row_dq q t : q < Nq -> t < Dh ->
  op_sdpa_backward_dq exp Nq Nk Dh Dv sc g FM FQ FK FV FO [:: b; h; q; t] =
  op_sdpa_backward_dq exp Nq Nk Dh Dv sc g M Q K V dO [:: bm; hm; q; t].
Proof.
case: (Hr) => _ _ HK _ qN tD; rewrite !dq_at4; congr (_ * _); apply: eq_big_nat => j /andP[_ jN].
by rewrite row_dS // HK.
Qed.
End Row.

(* dK / dV of a kv head are sums over its g query heads: a rank's kv head hk
   is the SM's km when each of its query heads hk * g + h is the SM's
   km * g + h (rows_ok, and dout's rows). Proved once for both layouts. *)
Section KvRow.
Variables (Nq Nk Dh Dv g : nat) (sc : R) (M FM : seq nat -> bool) (Q K V dO FQ FK FV FO : tensor).
Variables (b hk bm km : nat).
Hypothesis Hr : forall h, h < g -> rows_ok Nq Nk Dh Dv g M FM Q K V FQ FK FV b (hk * g + h) bm (km * g + h).
Hypothesis HO : forall h, h < g -> forall q e, q < Nq -> e < Dv ->
  FO [:: b; (hk * g + h)%N; q; e] = dO [:: bm; (km * g + h)%N; q; e].

Lemma kv_dk j t : j < Nk -> t < Dh ->
  op_sdpa_backward_dk exp Nq Nk Dh Dv sc g FM FQ FK FV FO [:: b; hk; j; t] =
  op_sdpa_backward_dk exp Nq Nk Dh Dv sc g M Q K V dO [:: bm; km; j; t].
Proof.
move=> jN tD; rewrite !dk_at4; apply: eq_big_nat => h /andP[_ hg].
have [_ HQ _ _] := Hr hg; congr (_ * _); apply: eq_big_nat => q /andP[_ qN].
by rewrite (row_dS sc (Hr hg) (HO hg)) // HQ.
Qed.

Lemma kv_dv j e : j < Nk -> e < Dv ->
  op_sdpa_backward_dv exp Nq Nk Dh Dv sc g FM FQ FK FV FO [:: b; hk; j; e] =
  op_sdpa_backward_dv exp Nq Nk Dh Dv sc g M Q K V dO [:: bm; km; j; e].
Proof.
move=> jN eD; rewrite !dv_at4; apply: eq_big_nat => h /andP[_ hg]; apply: eq_big_nat => q /andP[_ qN].
by rewrite (row_probs sc (Hr hg)) // HO.
Qed.
End KvRow.

(* ---- heads layout (TP): Q / dout chunk Hl = g * ckv, K / V chunk ckv;
   hypotheses in the plan's input order (q, k, v, mask[, dout]) ---- *)
Section HeadsLayout.
Variables (P g ckv Hl B Nq Nk Dh Dv : nat) (sc : R).
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis eH : Hl = (g * ckv)%N.
Hypothesis HQ : rel_contiguous_shard P 1 Hl [:: B; Hl; Nq; Dh] Q FQ.
Hypothesis HK : rel_contiguous_shard P 1 ckv [:: B; ckv; Nk; Dh] K FK.
Hypothesis HV : rel_contiguous_shard P 1 ckv [:: B; ckv; Nk; Dv] V FV.
Hypothesis HM : rel_replicated P [:: Nq; Nk] M FM.

Lemma heads_rows r b h : r < P -> b < B -> h < Hl ->
  rows_ok Nq Nk Dh Dv g M (FM r) Q K V (FQ r) (FK r) (FV r) b h b (r * Hl + h).
Proof.
move=> rP bB hH; have hg : h %/ g < ckv by apply: div_head_lt; rewrite -eH.
have hs : (r * Hl + h) %/ g = (r * ckv + h %/ g)%N by rewrite eH div_shard_heads // -eH.
split=> [q j qN jN|q t qN tD|j t jN tD|j e jN eD].
- by rewrite HM ?in_bounds2 ?qN.
- by rewrite HQ ?in_bounds4 ?bB ?hH ?qN.
- by rewrite hs HK ?in_bounds4 ?bB ?hg ?jN.
- by rewrite hs HV ?in_bounds4 ?bB ?hg ?jN.
Qed.

Lemma rule_sdpa_heads_rep :
  rel_contiguous_shard P 1 Hl [:: B; Hl; Nq; Dv] (op_sdpa exp Nk Dh sc g M Q K V)
    (fun r => op_sdpa exp Nk Dh sc g (FM r) (FQ r) (FK r) (FV r)).
Proof.
move=> r rP i /in_bounds4_inv[b [h [q [e [-> /and4P[bB hH qN eD]]]]]].
by rewrite /reindex /contig_map /=; exact: (row_sdpa sc (heads_rows rP bB hH) qN eD).
Qed.

Hypothesis HO : rel_contiguous_shard P 1 Hl [:: B; Hl; Nq; Dv] dO FO.

Let heads_dO r b h : r < P -> b < B -> h < Hl ->
  forall q e, q < Nq -> e < Dv -> FO r [:: b; h; q; e] = dO [:: b; (r * Hl + h)%N; q; e].
Proof. by move=> rP bB hH q e qN eD; rewrite HO ?in_bounds4 ?bB ?hH ?qN. Qed.

Lemma rule_sdpa_backward_dq_heads :
  rel_contiguous_shard P 1 Hl [:: B; Hl; Nq; Dh] (op_sdpa_backward_dq exp Nq Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dq exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP i /in_bounds4_inv[b [h [q [t [-> /and4P[bB hH qN tD]]]]]].
by rewrite /reindex /contig_map /=; exact: (row_dq sc (heads_rows rP bB hH) (heads_dO rP bB hH) qN tD).
Qed.

Lemma rule_sdpa_backward_dk_heads :
  rel_contiguous_shard P 1 ckv [:: B; ckv; Nk; Dh] (op_sdpa_backward_dk exp Nq Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dk exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP i /in_bounds4_inv[b [hk [j [t [-> /and4P[bB hkc jN tD]]]]]].
by rewrite /reindex /contig_map /=; apply: kv_dk jN tD => h hg; rewrite gqa_head_shift -eH;
  [apply: heads_rows | apply: heads_dO]; rewrite // eH gqa_head_lt.
Qed.

Lemma rule_sdpa_backward_dv_heads :
  rel_contiguous_shard P 1 ckv [:: B; ckv; Nk; Dv] (op_sdpa_backward_dv exp Nq Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dv exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP i /in_bounds4_inv[b [hk [j [e [-> /and4P[bB hkc jN eD]]]]]].
by rewrite /reindex /contig_map /=; apply: kv_dv jN eD => h hg; rewrite gqa_head_shift -eH;
  [apply: heads_rows | apply: heads_dO]; rewrite // eH gqa_head_lt.
Qed.
End HeadsLayout.

(* ---- batch layout (DP): every tensor laid out by gm on dim 0 (batch) ---- *)
Section BatchLayout.
Variables (P Hq Hkv g cb Nq Nk Dh Dv : nat) (gm : nat -> nat -> nat) (sc : R).
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis eH : Hq = (g * Hkv)%N.
Hypothesis HQ : rel_reindex P 0 gm [:: cb; Hq; Nq; Dh] Q FQ.
Hypothesis HK : rel_reindex P 0 gm [:: cb; Hkv; Nk; Dh] K FK.
Hypothesis HV : rel_reindex P 0 gm [:: cb; Hkv; Nk; Dv] V FV.
Hypothesis HM : rel_replicated P [:: Nq; Nk] M FM.

Lemma batch_rows r b h : r < P -> b < cb -> h < Hq ->
  rows_ok Nq Nk Dh Dv g M (FM r) Q K V (FQ r) (FK r) (FV r) b h (gm r b) h.
Proof.
move=> rP bB hH; have hg : h %/ g < Hkv by apply: div_head_lt; rewrite -eH.
split=> [q j qN jN|q t qN tD|j t jN tD|j e jN eD].
- by rewrite HM ?in_bounds2 ?qN.
- by rewrite HQ ?in_bounds4 ?bB ?hH ?qN.
- by rewrite HK ?in_bounds4 ?bB ?hg ?jN.
- by rewrite HV ?in_bounds4 ?bB ?hg ?jN.
Qed.

Lemma rule_sdpa_batch :
  rel_reindex P 0 gm [:: cb; Hq; Nq; Dv] (op_sdpa exp Nk Dh sc g M Q K V)
    (fun r => op_sdpa exp Nk Dh sc g (FM r) (FQ r) (FK r) (FV r)).
Proof.
move=> r rP i /in_bounds4_inv[b [h [q [e [-> /and4P[bB hH qN eD]]]]]].
by rewrite /reindex /contig_map /=; exact: (row_sdpa sc (batch_rows rP bB hH) qN eD).
Qed.

Hypothesis HO : rel_reindex P 0 gm [:: cb; Hq; Nq; Dv] dO FO.

Let batch_dO r b h : r < P -> b < cb -> h < Hq ->
  forall q e, q < Nq -> e < Dv -> FO r [:: b; h; q; e] = dO [:: gm r b; h; q; e].
Proof. by move=> rP bB hH q e qN eD; rewrite HO ?in_bounds4 ?bB ?hH ?qN. Qed.

Lemma rule_sdpa_backward_dq_batch :
  rel_reindex P 0 gm [:: cb; Hq; Nq; Dh] (op_sdpa_backward_dq exp Nq Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dq exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP i /in_bounds4_inv[b [h [q [t [-> /and4P[bB hH qN tD]]]]]].
by rewrite /reindex /contig_map /=; exact: (row_dq sc (batch_rows rP bB hH) (batch_dO rP bB hH) qN tD).
Qed.

Lemma rule_sdpa_backward_dk_batch :
  rel_reindex P 0 gm [:: cb; Hkv; Nk; Dh] (op_sdpa_backward_dk exp Nq Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dk exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP i /in_bounds4_inv[b [hk [j [t [-> /and4P[bB hkc jN tD]]]]]].
by rewrite /reindex /=; apply: kv_dk jN tD => h hg; [apply: batch_rows | apply: batch_dO];
  rewrite // eH gqa_head_lt.
Qed.

Lemma rule_sdpa_backward_dv_batch :
  rel_reindex P 0 gm [:: cb; Hkv; Nk; Dv] (op_sdpa_backward_dv exp Nq Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dv exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP i /in_bounds4_inv[b [hk [j [e [-> /and4P[bB hkc jN eD]]]]]].
by rewrite /reindex /=; apply: kv_dv jN eD => h hg; [apply: batch_rows | apply: batch_dO];
  rewrite // eH gqa_head_lt.
Qed.
End BatchLayout.

(* ---- replicated (every rank computes the SM's attention, e.g. after an
   all-gather of a fused projection): the batch layout read through the
   identity map ---- *)
Section ReplicatedLayout.
Variables (P Hq Hkv g B Nq Nk Dh Dv : nat) (sc : R).
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis eH : Hq = (g * Hkv)%N.
Hypothesis HQ : rel_replicated P [:: B; Hq; Nq; Dh] Q FQ.
Hypothesis HK : rel_replicated P [:: B; Hkv; Nk; Dh] K FK.
Hypothesis HV : rel_replicated P [:: B; Hkv; Nk; Dv] V FV.
Hypothesis HM : rel_replicated P [:: Nq; Nk] M FM.

Let id0 := fun (_ b : nat) => b.
Let rep4 (X : tensor) F a b c d :
  rel_replicated P [:: a; b; c; d] X F -> rel_reindex P 0 id0 [:: a; b; c; d] X F.
Proof. by move=> H r rP i ib; rewrite H //; case/in_bounds4_inv: ib => [? [? [? [? [-> _]]]]]. Qed.
Let four (X : tensor) F a b c d :
  rel_reindex P 0 id0 [:: a; b; c; d] X F -> rel_replicated P [:: a; b; c; d] X F.
Proof. by move=> H r rP i ib; rewrite H //; case/in_bounds4_inv: ib => [? [? [? [? [-> _]]]]]. Qed.

Lemma rule_sdpa_replicated :
  rel_replicated P [:: B; Hq; Nq; Dv] (op_sdpa exp Nk Dh sc g M Q K V)
    (fun r => op_sdpa exp Nk Dh sc g (FM r) (FQ r) (FK r) (FV r)).
Proof. exact: four (rule_sdpa_batch sc eH (rep4 HQ) (rep4 HK) (rep4 HV) HM). Qed.

Hypothesis HO : rel_replicated P [:: B; Hq; Nq; Dv] dO FO.

Lemma rule_sdpa_backward_dq_replicated :
  rel_replicated P [:: B; Hq; Nq; Dh] (op_sdpa_backward_dq exp Nq Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dq exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. exact: four (rule_sdpa_backward_dq_batch sc eH (rep4 HQ) (rep4 HK) (rep4 HV) HM (rep4 HO)). Qed.

Lemma rule_sdpa_backward_dk_replicated :
  rel_replicated P [:: B; Hkv; Nk; Dh] (op_sdpa_backward_dk exp Nq Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dk exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. exact: four (rule_sdpa_backward_dk_batch sc eH (rep4 HQ) (rep4 HK) (rep4 HV) HM (rep4 HO)). Qed.

Lemma rule_sdpa_backward_dv_replicated :
  rel_replicated P [:: B; Hkv; Nk; Dv] (op_sdpa_backward_dv exp Nq Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dv exp Nq Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. exact: four (rule_sdpa_backward_dv_batch sc eH (rep4 HQ) (rep4 HK) (rep4 HV) HM (rep4 HO)). Qed.
End ReplicatedLayout.
End Heads.
