(* Local rules, part 3: attention.  RoPE with GLOBAL positions under any
   layout of the sequence axis (positions are data, laid out like the
   activations); masks from global positions; sdpa split by heads (GQA
   groups kept together) and sdpa with the query axis laid out (contiguous
   CP, zigzag CP) against gathered K/V.  Attention tensors are rank 4:
   Q [:: B; H; Nq; Dh], K, V [:: B; Hkv; Nk; Dh], mask [:: Nq; Nk].       *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- index lemmas ---------- *)
Lemma in_bounds1 c x : in_bounds [:: c] [:: x] = (x < c).
Proof. by rewrite /in_bounds /= andbT. Qed.

Lemma in_bounds2 n0 n1 i0 i1 : in_bounds [:: n0; n1] [:: i0; i1] = (i0 < n0) && (i1 < n1).
Proof. by rewrite /in_bounds /= andbT. Qed.

Lemma in_bounds4 n0 n1 n2 n3 i0 i1 i2 i3 :
  in_bounds [:: n0; n1; n2; n3] [:: i0; i1; i2; i3] = [&& i0 < n0, i1 < n1, i2 < n2 & i3 < n3].
Proof. by rewrite /in_bounds /= andbT. Qed.

(* an in-bounds index of a rank-4 shape is a literal 4-list *)
Lemma in_bounds4_inv n0 n1 n2 n3 i : in_bounds [:: n0; n1; n2; n3] i ->
  exists i0 i1 i2 i3, i = [:: i0; i1; i2; i3] /\ [&& i0 < n0, i1 < n1, i2 < n2 & i3 < n3].
Proof.
case: i => [|i0 [|i1 [|i2 [|i3 [|? ?]]]]] // ib.
by exists i0, i1, i2, i3; rewrite -in_bounds4.
Qed.

Lemma odd_succ_lt k m : k < 2 * m -> ~~ odd k -> k.+1 < 2 * m.
Proof.
move=> km ek; rewrite ltn_neqAle km andbT; apply/negP => /eqP E.
by move: (oddS k); rewrite E oddM /= ek.
Qed.

Lemma div_shard_heads r g ckv h : h < g * ckv -> (r * (g * ckv) + h) %/ g = r * ckv + h %/ g.
Proof.
move=> hc; have g0 : 0 < g by move: hc; rewrite mulnC => /ltn_mul_gt0.
by rewrite mulnCA mulnC divnMDl // mulnC.
Qed.

Lemma div_head_lt g Hkv h : h < g * Hkv -> h %/ g < Hkv.
Proof.
move=> hc; have g0 : 0 < g by move: hc; rewrite mulnC => /ltn_mul_gt0.
by rewrite ltn_divLR // mulnC.
Qed.

(* ---------- RoPE: a row-wise op whose row function reads the position ---------- *)
Section Rope.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Definition rowwise_pos (h : nat -> (nat -> R) -> nat -> R) (sd : nat) (pos : seq nat -> nat) (X : tensor) : tensor :=
  fun i => rowwise (h (pos [:: nth 0%N i sd])) X i.

(* generic: the row function for each position p is row-local *)
Lemma rule_rowwise_pos_reindex (h : nat -> (nat -> R) -> nat -> R) P d c g s0 n pos Fpos X FX :
  d < size s0 -> nth 0%N s0 d = c -> (forall p, row_local n (h p)) ->
  rel_reindex P 0 g [:: c] pos Fpos ->
  rel_reindex P d g (rcons s0 n) X FX ->
  rel_reindex P d g (rcons s0 n) (rowwise_pos h d pos X) (fun r => rowwise_pos h d (Fpos r) (FX r)).
Proof.
move=> ds dc hl Hp HX r rP i ib; have L := in_bounds_rcons_size ib.
have id_c : nth 0%N i d < c.
  have := in_bounds_nth ib (_ : d < size (rcons s0 n)); rewrite nth_rcons ds dc; apply.
  by rewrite size_rcons ltnW.
rewrite -L in ds; rewrite /reindex /rowwise_pos /rowwise lastd_set_nth // nth_set_nth_eq.
rewrite nth_set_nth_ne ?neq_ltn ?ds // Hp ?in_bounds1 //= /reindex /=.
apply: hl; first exact: in_bounds_last ib.
move=> j jn; rewrite HX ?(in_bounds_row_same ib jn) //.
by rewrite /reindex nth_row_at // row_at_set.
Qed.

Variables cs sn : nat -> nat -> R.

Lemma row_local_rope m p : row_local (2 * m)%N (rope_row cs sn p).
Proof.
move=> x y k km H; rewrite /rope_row; case: ifP => ok.
  by rewrite !H // (leq_ltn_trans (leq_pred k)).
by rewrite !H // odd_succ_lt // ok.
Qed.

Lemma row_local_rope_back m p : row_local (2 * m)%N (rope_back_row cs sn p).
Proof.
move=> x y k km H; rewrite /rope_back_row; case: ifP => ok.
  by rewrite !H // (leq_ltn_trans (leq_pred k)).
by rewrite !H // odd_succ_lt // ok.
Qed.

(* RoPE under a layout g of the sequence dim d: the PM rank rotates its
   shard by ITS SHARD OF THE GLOBAL positions (Fpos r = pos read through the
   same g r), never by local positions. Head dim Dh = 2 * m (pairs); the
   hypotheses in the op's input order (x, pos); c the local sequence length
   (a zigzag map is zz_glob P (c / 2), a contiguous one contig_map c). *)
Lemma rule_rope_reindex P d c g s0 m X pos FX Fpos :
  d < size s0 -> nth 0%N s0 d = c ->
  rel_reindex P d g (rcons s0 (2 * m)%N) X FX ->
  rel_reindex P 0 g [:: c] pos Fpos ->
  rel_reindex P d g (rcons s0 (2 * m)%N) (op_rope cs sn d pos X) (fun r => op_rope cs sn d (Fpos r) (FX r)).
Proof. move=> ds dc HX Hp; exact: (rule_rowwise_pos_reindex ds dc (@row_local_rope m) Hp HX). Qed.

Lemma rule_rope_backward_reindex P d c g s0 m dY pos FdY Fpos :
  d < size s0 -> nth 0%N s0 d = c ->
  rel_reindex P d g (rcons s0 (2 * m)%N) dY FdY ->
  rel_reindex P 0 g [:: c] pos Fpos ->
  rel_reindex P d g (rcons s0 (2 * m)%N) (op_rope_backward cs sn d pos dY)
    (fun r => op_rope_backward cs sn d (Fpos r) (FdY r)).
Proof. move=> ds dc HX Hp; exact: (rule_rowwise_pos_reindex ds dc (@row_local_rope_back m) Hp HX). Qed.

End Rope.

(* ---------- masks from positions commute with a layout of the query axis ---------- *)
Lemma rule_causal_mask_reindex P g cq Nk qpos Fq kpos Fk :
  rel_reindex P 0 g [:: cq] qpos Fq -> rel_replicated P [:: Nk] kpos Fk ->
  rel_reindex P 0 g [:: cq; Nk] (op_causal_mask qpos kpos) (fun r => op_causal_mask (Fq r) (Fk r)).
Proof.
move=> Hq Hk r rP [|i0 [|i1 [|? ?]]] //; rewrite in_bounds2 => /andP[b0 b1].
by rewrite /op_causal_mask /reindex /= Hq ?Hk ?in_bounds1.
Qed.

(* ---------- scaled dot-product attention ---------- *)
Section Attention.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

(* attention output at one (query, feature): m = mask row, q = query row,
   k j t / v j e = key / value j *)
Definition att_at (Nk Dh : nat) (sc : R) (m : nat -> bool) (q : nat -> R) (k v : nat -> nat -> R) (e : nat) : R :=
  \sum_(0 <= j < Nk)
    (if m j then exp (sc * \sum_(0 <= t < Dh) q t * k j t) /
       rowsum Nk (fun j' => if m j' then exp (sc * \sum_(0 <= t < Dh) q t * k j' t) else 0)
     else 0) * v j e.

Lemma sdpa_at Nk Dh sc g M (Q K V : tensor) b h q e :
  op_sdpa exp Nk Dh sc g M Q K V [:: b; h; q; e] =
  att_at Nk Dh sc (fun j => M [:: q; j]) (fun t => Q [:: b; h; q; t])
    (fun j t => K [:: b; h %/ g; j; t]) (fun j e => V [:: b; h %/ g; j; e]) e.
Proof. by []. Qed.

Lemma att_at_eq Nk Dh sc m m' q q' k k' v v' e e' :
  (forall j, (j < Nk)%N -> m j = m' j) -> (forall t, (t < Dh)%N -> q t = q' t) ->
  (forall j t, (j < Nk)%N -> (t < Dh)%N -> k j t = k' j t) ->
  (forall j, (j < Nk)%N -> v j e = v' j e') ->
  att_at Nk Dh sc m q k v e = att_at Nk Dh sc m' q' k' v' e'.
Proof.
move=> Hm Hq Hk Hv.
have Hs j : (j < Nk)%N -> \sum_(0 <= t < Dh) q t * k j t = \sum_(0 <= t < Dh) q' t * k' j t.
  by move=> jN; apply: eq_big_nat => t /andP[_ tD]; rewrite Hq ?Hk.
have Hz : rowsum Nk (fun j' => if m j' then exp (sc * \sum_(0 <= t < Dh) q t * k j' t) else 0) =
          rowsum Nk (fun j' => if m' j' then exp (sc * \sum_(0 <= t < Dh) q' t * k' j' t) else 0).
  by apply: eq_big_nat => j /andP[_ jN]; rewrite Hm ?Hs.
rewrite /att_at Hz; apply: eq_big_nat => j /andP[_ jN].
by rewrite Hm ?Hs ?Hv.
Qed.

(* heads split (TP): Q sharded on the head dim in chunks of g * ckv query
   heads, K and V in chunks of ckv kv heads, so each rank keeps whole GQA
   groups (query head h reads kv head h / g); mask replicated. *)
Lemma rule_sdpa_heads P g ckv B Nq Nk Dh sc M (Q K V : tensor) FQ FK FV :
  rel_contiguous_shard P 1 (g * ckv)%N [:: B; (g * ckv)%N; Nq; Dh] Q FQ ->
  rel_contiguous_shard P 1 ckv [:: B; ckv; Nk; Dh] K FK ->
  rel_contiguous_shard P 1 ckv [:: B; ckv; Nk; Dh] V FV ->
  rel_contiguous_shard P 1 (g * ckv)%N [:: B; (g * ckv)%N; Nq; Dh] (op_sdpa exp Nk Dh sc g M Q K V)
    (fun r => op_sdpa exp Nk Dh sc g M (FQ r) (FK r) (FV r)).
Proof.
move=> HQ HK HV r rP i /[dup] ib /in_bounds4_inv[b [h [q [e [-> /and4P[b0 b1 b2 b3]]]]]].
have hg := div_head_lt b1.
rewrite /reindex /= sdpa_at sdpa_at div_shard_heads //; apply: att_at_eq => // [t tD|j t jN tD|j jN].
- by rewrite HQ ?in_bounds4 ?b0 ?b1 ?b2.
- by rewrite HK ?in_bounds4 ?b0 ?hg ?jN.
- by rewrite HV ?in_bounds4 ?b0 ?hg ?jN.
Qed.

(* query axis (dim 2) laid out by any map g (contiguous CP, zigzag CP), K/V
   gathered (replicated), mask laid out the same way on its query axis
   (i.e. computed from the same global query positions). The tensors in the
   op's input order (Q, K, V, M); the query heads H = gq * Hkv a premise,
   proved by ring where both are multiples of tp (tp * G * Hkv_l over
   tp * Hkv_l), and cq the local query length (a zigzag map zz_glob P c of
   cq = 2 * c needs no ring). *)
Lemma rule_sdpa_query_reindex P g gq Hkv H B cq Nk Dh sc (Q K V : tensor) M FQ FK FV FM :
  H = (gq * Hkv)%N ->
  rel_reindex P 2 g [:: B; H; cq; Dh] Q FQ ->
  rel_replicated P [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dh] V FV ->
  rel_reindex P 0 g [:: cq; Nk] M FM ->
  rel_reindex P 2 g [:: B; H; cq; Dh] (op_sdpa exp Nk Dh sc gq M Q K V)
    (fun r => op_sdpa exp Nk Dh sc gq (FM r) (FQ r) (FK r) (FV r)).
Proof.
move=> -> HQ HK HV HM r rP i /[dup] ib /in_bounds4_inv[b [h [q [e [-> /and4P[b0 b1 b2 b3]]]]]].
have hg := div_head_lt b1.
rewrite /reindex /= sdpa_at sdpa_at; apply: att_at_eq => // [j jN|t tD|j t jN tD|j jN].
- by rewrite HM ?in_bounds2 ?b2.
- by rewrite HQ ?in_bounds4 ?b0 ?b1 ?b2.
- by rewrite HK ?in_bounds4 ?b0 ?hg ?jN.
- by rewrite HV ?in_bounds4 ?b0 ?hg ?jN.
Qed.
End Attention.
