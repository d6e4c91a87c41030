(* The YOCO cross-decoder under zigzag context parallelism on a multi-axis
   mesh ((dp, cp, tp)): the queries [B; H; 2c; Dh] laid out zigzag on the
   sequence by cp, the cached K-hat / V-hat all-gathered in natural order
   (replicated on cp), the mask's query rows laid out zigzag with them (the
   zigzag query positions against the full key positions).  As in
   RulesCrossCP.v the query heads H = gq * Hkv hold only up to ring (both
   are tp multiples), and the local query length cq (= 2 * c) is an
   argument: RulesAttention.v rule_sdpa_query_reindex takes any layout map,
   here the zigzag one zz_glob P c. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesAttention RulesZigzag RulesMissing RulesExperts4.
From TV Require Import RulesReplicatedLoss RulesMoE RulesHeads Mesh RulesVocab.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section CrossZigzag.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

End CrossZigzag.

(* ---------- the MoE gate on the zigzag stream ---------- *)
(* idx_lt of the SM indices (top-k, level-above length w = 2 * P * c on the
   laid-out dim e) holds of every zigzag view (local length cq = 2 * c) *)
Lemma idx_lt_zigzag P e c cq w s n : e < size s -> nth 0 s e = cq -> cq = 2 * c -> w = 2 * P * c ->
  forall (X : seq nat -> nat) Y, idx_lt (set_nth 0 s e w) n X -> rel_zigzag P e c s X Y ->
    forall i, i < P -> idx_lt s n (Y i).
Proof.
move=> es se ec ew X Y HX HY r rP j jb; have je : nth 0 j e < 2 * c by rewrite -ec -se in_bounds_nth.
rewrite HY // /reindex; apply: HX; apply: in_bounds_set_nth es jb _.
by rewrite ew; exact: zz_glob_lt.
Qed.

Section GateZz.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* gather along the row dim d of values and indices laid out zigzag on
   another dim e; the SM indices are in range on the level-above length w *)
Lemma rule_gather_zz P d e c cq w n s (X : tensor) FX (idx : seq nat -> nat) Fidx :
  d < size s -> e < size s -> d != e -> nth 0 s e = cq -> cq = 2 * c -> w = 2 * P * c ->
  idx_lt (set_nth 0 s e w) n idx ->
  rel_zigzag P e c (set_nth 0 s d n) X FX ->
  rel_zigzag P e c s idx Fidx ->
  rel_zigzag P e c s (op_gather d idx X) (fun r => op_gather d (Fidx r) (FX r)).
Proof.
move=> ds es de se ec ew Hr HX Hi r rP i ib; have ie : nth 0 i e < 2 * c by rewrite -ec -se in_bounds_nth.
have ibg : in_bounds (set_nth 0 s e w) (set_nth 0 i e (zz_glob P c r (nth 0 i e))).
  by apply: in_bounds_set_nth es ib _; rewrite ew; exact: zz_glob_lt.
have ibX := in_bounds_set_nth ds ib (Hr _ ibg).
by rewrite /op_gather Hi // HX // /reindex nth_set_nth_ne // set_set_nth_comm.
Qed.
End GateZz.

(* ---------- the backward: weight gradients over the zigzag tokens ---------- *)
(* the contraction dim laid out zigzag on both operands (A's last, B's
   second-last; local length cq = 2 * c, SM length w = 2 * P * c, both up to
   ring): per-rank products are partial sums (scale 1) of the SM product, by
   the zigzag reindexing of the sum (RulesZigzag.v sum_zz_glob) *)
Section RowZz.
Import GRing.Theory.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma rule_batched_matmul_row_zz P c cq w s0 m n (A B : tensor) FA FB : cq = (2 * c)%N -> w = (2 * P * c)%N ->
  rel_zigzag P (size s0).+1 c (rcons (rcons s0 m) cq) A FA ->
  rel_zigzag P (size s0) c (rcons (rcons s0 cq) n) B FB ->
  rel_partial_sum P 1 (rcons (rcons s0 m) n) (op_batched_matmul w A B)
    (fun r => op_batched_matmul cq (FA r) (FB r)).
Proof.
move=> -> -> HA HB i ib; have si : size i = (size s0).+2 by rewrite (in_bounds_size ib) !size_rcons.
have L := in_bounds_rcons_size ib; rewrite size_rcons in L.
rewrite mul1r /op_batched_matmul si /= -sum_zz_glob.
apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => j /andP[_ jc].
rewrite (HA r rP _ (in_bounds_row ib jc)) (HB r rP _ (in_bounds_bmm_b ib jc)).
by rewrite /reindex /row_at L !nth_set_nth_eq !set_set_nth_eq.
Qed.
End RowZz.

(* RMSNorm's weight gradient over [B; N; n] with the tokens zigzag on dim 1
   (local cq = 2 * c, SM w = 2 * P * c up to ring): partial sums
   (RulesReplicatedLoss.v rule_rmsnorm_backward_w3_seq with sum_zz_glob) *)
Section RmsZz.
Import GRing.Theory.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable rsqrt : R -> R.

Lemma rule_rmsnorm_backward_w3_zz P B c cq w n eps (X : tensor) FX (W : tensor) FW (dY : tensor) FdY :
  cq = (2 * c)%N -> w = (2 * P * c)%N ->
  rel_zigzag P 1 c [:: B; cq; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_zigzag P 1 c [:: B; cq; n] dY FdY ->
  rel_partial_sum P 1 [:: n] (op_rmsnorm_backward_w3 rsqrt n B w eps X dY)
    (fun r => op_rmsnorm_backward_w3 rsqrt n B cq eps (FX r) (FdY r)).
Proof.
move=> -> -> HX _ HY [|k [|? ?]] //; rewrite in_bounds1 => kn.
rewrite mul1r /op_rmsnorm_backward_w3 /= [RHS]exchange_big_nat; apply: eq_big_nat => b /andP[_ bB].
rewrite -sum_zz_glob; apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => t /andP[_ tc].
have E : rowsum n (fun j => FX r [:: b; t; j] ^+ 2) = rowsum n (fun j => X [:: b; zz_glob P c r t; j] ^+ 2).
  apply: eq_big_nat => j /andP[_ jn].
  have ib : in_bounds [:: B; (2 * c)%N; n] [:: b; t; j] by rewrite in_bounds3 bB tc jn.
  by rewrite (HX r rP _ ib).
by rewrite HX ?HY ?in_bounds3 ?bB ?tc ?kn // /reindex /= /rms_scale E.
Qed.
End RmsZz.

(* ---------- attention's backward on the zigzag queries, K-hat / V-hat
   replicated (all-gathered in natural order) ---------- *)
(* A rank's query rows are the SM rows gmap r i (any layout map of the
   queries, the mask rows and dout with them; the keys and values whole):
   its dS and probs rows are the SM's; dq is laid out like the queries, dk
   and dv (sums over the queries) are partial sums once the queries' sum is
   reindexed by the layout (the zigzag one: sum_zz_glob). *)
Section CrossZzBackward.
Import GRing.Theory.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Section Views.
Variables (P : nat) (gmap : nat -> nat -> nat) (gq Hkv B cq Nk Dh Dv : nat) (sc : R).
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis HQ : rel_reindex P 2 gmap [:: B; (gq * Hkv)%N; cq; Dh] Q FQ.
Hypothesis HK : rel_replicated P [:: B; Hkv; Nk; Dh] K FK.
Hypothesis HV : rel_replicated P [:: B; Hkv; Nk; Dv] V FV.
Hypothesis HM : rel_reindex P 0 gmap [:: cq; Nk] M FM.
Hypothesis HO : rel_reindex P 2 gmap [:: B; (gq * Hkv)%N; cq; Dv] dO FO.

Lemma view_dS r b hh i j : (r < P)%N -> (b < B)%N -> (hh < gq * Hkv)%N -> (i < cq)%N -> (j < Nk)%N ->
  sdpa_dS exp Nk Dh Dv sc gq (FM r) (FQ r) (FK r) (FV r) (FO r) [:: b; hh; i; j] =
  sdpa_dS exp Nk Dh Dv sc gq M Q K V dO [:: b; hh; gmap r i; j].
Proof.
move=> rP b0 b1 b2 jN; have hg := div_head_lt b1.
rewrite !dS_at4; apply: att_ds_eq => // [j' jN'|t tD|j' t jN' tD|j' e jN' eD|e eD].
- by rewrite HM ?in_bounds2 ?b2.
- by rewrite HQ ?in_bounds4 ?b0 ?b1 ?b2.
- by rewrite HK ?in_bounds4 ?b0 ?hg ?jN'.
- by rewrite HV ?in_bounds4 ?b0 ?hg ?jN'.
- by rewrite HO ?in_bounds4 ?b0 ?b1 ?b2.
Qed.

Lemma view_probs r b hh i j : (r < P)%N -> (b < B)%N -> (hh < gq * Hkv)%N -> (i < cq)%N -> (j < Nk)%N ->
  sdpa_probs exp Nk Dh sc gq (FM r) (FQ r) (FK r) [:: b; hh; i; j] =
  sdpa_probs exp Nk Dh sc gq M Q K [:: b; hh; gmap r i; j].
Proof.
move=> rP b0 b1 b2 jN; have hg := div_head_lt b1.
rewrite !probs_at4; apply: att_prob_eq => // [j' jN'|t tD|j' t jN' tD].
- by rewrite HM ?in_bounds2 ?b2.
- by rewrite HQ ?in_bounds4 ?b0 ?b1 ?b2.
- by rewrite HK ?in_bounds4 ?b0 ?hg ?jN'.
Qed.

(* dq: laid out like the queries (its query length argument is unused) *)
Lemma view_dq Nq Nq' :
  rel_reindex P 2 gmap [:: B; (gq * Hkv)%N; cq; Dh] (op_sdpa_backward_dq exp Nq Nk Dh Dv sc gq M Q K V dO)
    (fun r => op_sdpa_backward_dq exp Nq' Nk Dh Dv sc gq (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP i /in_bounds4_inv[b [hh [q [t [-> /and4P[b0 b1 b2 b3]]]]]].
have hg := div_head_lt b1.
rewrite /reindex /= !dq_at4; congr (_ * _); apply: eq_big_nat => j /andP[_ jN].
by rewrite view_dS // HK ?in_bounds4 ?b0 ?hg ?jN.
Qed.
End Views.

Lemma rule_sdpa_backward_dq_zz_gqa P gq Hkv H B c cq Nq Nq' Nk Dh Dv sc (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO : H = (gq * Hkv)%N ->
  rel_zigzag P 2 c [:: B; H; cq; Dh] Q FQ ->
  rel_replicated P [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dv] V FV ->
  rel_zigzag P 0 c [:: cq; Nk] M FM ->
  rel_zigzag P 2 c [:: B; H; cq; Dv] dO FO ->
  rel_zigzag P 2 c [:: B; H; cq; Dh] (op_sdpa_backward_dq exp Nq Nk Dh Dv sc gq M Q K V dO)
    (fun r => op_sdpa_backward_dq exp Nq' Nk Dh Dv sc gq (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. by move=> -> HQ HK HV HM HO; exact: view_dq. Qed.

(* dk, dv: the sum over the SM queries (w = 2 * P * c) is the sum over the
   ranks of their zigzag query rows (cq = 2 * c) *)
Lemma rule_sdpa_backward_dk_zz_gqa P gq Hkv H B c cq w Nk Dh Dv sc (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO : H = (gq * Hkv)%N -> cq = (2 * c)%N -> w = (2 * P * c)%N ->
  rel_zigzag P 2 c [:: B; H; cq; Dh] Q FQ ->
  rel_replicated P [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dv] V FV ->
  rel_zigzag P 0 c [:: cq; Nk] M FM ->
  rel_zigzag P 2 c [:: B; H; cq; Dv] dO FO ->
  rel_partial_sum P 1 [:: B; Hkv; Nk; Dh] (op_sdpa_backward_dk exp w Nk Dh Dv sc gq M Q K V dO)
    (fun r => op_sdpa_backward_dk exp cq Nk Dh Dv sc gq (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> -> -> -> HQ HK HV HM HO i /in_bounds4_inv[b [hk [j [t [-> /and4P[b0 b1 b2 b3]]]]]].
rewrite mul1r dk_at4.
under eq_bigr => h _ do rewrite -sum_zz_glob mulr_sumr.
rewrite exchange_big_nat /=; apply: eq_big_nat => r /andP[_ rP]; rewrite dk_at4.
apply: eq_big_nat => h /andP[_ hg]; congr (_ * _); apply: eq_big_nat => u /andP[_ uc].
have hH : (hk * gq + h < gq * Hkv)%N by rewrite gqa_head_lt.
rewrite (view_dS (gmap := zz_glob P c) sc HQ HK HV HM HO) // HQ ?in_bounds4 ?b0 ?hH ?uc //.
Qed.

Lemma rule_sdpa_backward_dv_zz_gqa P gq Hkv H B c cq w Nk Dh Dv sc (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO : H = (gq * Hkv)%N -> cq = (2 * c)%N -> w = (2 * P * c)%N ->
  rel_zigzag P 2 c [:: B; H; cq; Dh] Q FQ ->
  rel_replicated P [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dv] V FV ->
  rel_zigzag P 0 c [:: cq; Nk] M FM ->
  rel_zigzag P 2 c [:: B; H; cq; Dv] dO FO ->
  rel_partial_sum P 1 [:: B; Hkv; Nk; Dv] (op_sdpa_backward_dv exp w Nk Dh Dv sc gq M Q K V dO)
    (fun r => op_sdpa_backward_dv exp cq Nk Dh Dv sc gq (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> -> -> -> HQ HK HV HM HO i /in_bounds4_inv[b [hk [j [e [-> /and4P[b0 b1 b2 b3]]]]]].
rewrite mul1r dv_at4.
under eq_bigr => h _ do rewrite -sum_zz_glob.
rewrite exchange_big_nat /=; apply: eq_big_nat => r /andP[_ rP]; rewrite dv_at4.
apply: eq_big_nat => h /andP[_ hg]; apply: eq_big_nat => u /andP[_ uc].
have hH : (hk * gq + h < gq * Hkv)%N by rewrite gqa_head_lt.
rewrite (view_probs (gmap := zz_glob P c) sc HQ HK HM) // HO ?in_bounds4 ?b0 ?hH ?uc //.
Qed.
End CrossZzBackward.
