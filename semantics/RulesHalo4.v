(* The shift halo (RulesHaloShift.v, RulesHaloBackward.v) on the rank-4
   attention layout the planners emit: Q [:: B; Hq; N; Dh], K / V
   [:: B; Hkv; N; D], the sequence on dim 2, batch and heads carried along
   (GQA: query head hh reads kv head hh %/ g, Hq = g * Hkv).  The layouts
   (tail slice, shift, [halo; own] concat) are stated for any shape and any
   sequence dim d; attention reduces, per (batch, head) row, to the rank-2
   band lemmas of RulesHaloShift.v / RulesHaloBackward.v (halo_slots,
   att_at_band, ds_slot, prob_slot, key_sum), so nothing about the band is
   proved twice.  The mask relation (rel_halo_mask, [:: c; c + h]) and
   the position layouts (rank 1) are RulesHaloShift.v's.
   The attention lemmas (Section Halo4) take, instead of the layouts of
   K / V / the mask, the facts about them the band lemmas read, so that the
   open shift (RulesHaloOpen.v, no 1 < P) is an instance as well.
   Side conditions as in rank 2: h <= c, 1 < P; Hq = g * Hkv (ring). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention RulesHalo RulesCP RulesHeads.
From TV Require Export RulesHaloBackward.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- index lemmas: moving along dim d of a shape ---------- *)
Lemma ib_dim_lt s d w i : d < size s -> in_bounds (set_nth 0 s d w) i -> nth 0 i d < w.
Proof.
move=> ds ib; have := in_bounds_nth (k := d) ib; rewrite size_set_nth_lt // nth_set_nth_eq; by apply.
Qed.

(* an index in bounds of s with dim d set to w, moved to v < w' on dim d *)
Lemma ib_dim_move s d w w' i v : d < size s -> in_bounds (set_nth 0 s d w) i -> v < w' ->
  in_bounds (set_nth 0 s d w') (set_nth 0 i d v).
Proof.
move=> ds ib vw; have := in_bounds_set_nth (s := set_nth 0 s d w) (d := d) _ ib vw.
by rewrite set_set_nth_eq size_set_nth_lt //; apply.
Qed.

Lemma ib_dim_same s d w w' i : d < size s -> in_bounds (set_nth 0 s d w) i -> nth 0 i d < w' ->
  in_bounds (set_nth 0 s d w') i.
Proof.
move=> ds ib iw; have di : d < size i by rewrite (in_bounds_size ib) size_set_nth_lt.
by have := ib_dim_move ds ib iw; rewrite set_nth_id.
Qed.

Lemma set_nth_shape s d c : d < size s -> nth 0 s d = c -> set_nth 0 s d c = s.
Proof. by move=> ds <-; rewrite set_nth_id. Qed.

(* ---------- layouts on the sequence dim d (any value type) ---------- *)
Section Layout.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

(* the tail: slice [c - h, c) of the own shard on dim d *)
Lemma rule_halo_tail_dim P d c h s (ds : d < size s) (sd : nth 0 s d = c) (X : tensor) F : h <= c ->
  rel_contiguous_shard P d c s X F ->
  rel_reindex P d (halo_tail c h) (set_nth 0 s d h) X (fun r => reindex d (addn (c - h)) (F r)).
Proof.
move=> hc HX r rP i ib; have th := ib_dim_lt ds ib.
have ib' : in_bounds s (set_nth 0 i d (c - h + nth 0 i d)).
  by rewrite -(set_nth_shape ds sd); apply: ib_dim_move ib (halo_tail_lt hc th).
by rewrite /reindex HX // /reindex nth_set_nth_eq set_set_nth_eq.
Qed.

(* the shift by +1 of the tails: the previous rank's tail *)
Lemma rule_halo_shift_dim P d c h s (X : tensor) F :
  rel_reindex P d (halo_tail c h) s X F ->
  rel_reindex P d (halo_recv P c h) s X (fun r => op_shift P (P - 1) F r).
Proof. exact: rule_shift_reindex. Qed.

(* [halo; own] on dim d: the extended key range, c + h slots *)
Lemma rule_halo_concat_dim P d c h s (ds : d < size s) (sd : nth 0 s d = c) (X : tensor) F1 F2 :
  rel_reindex P d (halo_recv P c h) (set_nth 0 s d h) X F1 ->
  rel_contiguous_shard P d c s X F2 ->
  rel_reindex P d (halo_ext P c h) (set_nth 0 s d (c + h)) X
    (fun r i => if nth 0 i d < h then F1 r i else F2 r (set_nth 0 i d (nth 0 i d - h))).
Proof.
move=> H1 H2 r rP i ib; have tn := ib_dim_lt ds ib.
rewrite /reindex /halo_ext; case: ltnP => th; first by rewrite H1 // (ib_dim_same ds ib th).
have ib' : in_bounds s (set_nth 0 i d (nth 0 i d - h)).
  by rewrite -(set_nth_shape ds sd); apply: ib_dim_move ib _ => //; apply: halo_local_lt => //; rewrite addnC.
by rewrite H2 // /reindex nth_set_nth_eq set_set_nth_eq.
Qed.
End Layout.

(* ---------- attention over the extended range, rank 4 ---------- *)
Section Halo4.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Variables (P c h B Hq Hkv g Dh Dv : nat) (sc : R).
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis eH : Hq = (g * Hkv)%N.
Hypothesis hc : (h <= c)%N.
Hypothesis HQ : rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ.
(* All the attention proofs below need of the K / V / mask layouts: the SM
   mask is a band, each query row's mask over the extended slots is
   ext_slots of the SM row (real slots read it, the others are masked), and
   a real slot of K / V reads the SM key r * c + j - h.  What the other
   slots hold is never read, so the cyclic shift (another rank's tail,
   1 < P) and the open one (a fill, any P) are both instances
   (rule_sdpa_halo_shift4 below, RulesHaloOpen.v). *)
Hypothesis HB : band h (P * c) M.
Hypothesis slots : forall r i, (r < P)%N -> (i < c)%N ->
  ext_slots (P * c) (h + c) (r * c) h (fun j => M [:: (r * c + i)%N; j]) (fun j => FM r [:: i; j]).
Hypothesis halo_K4 : forall r b hk j t, (r < P)%N -> (b < B)%N -> (hk < Hkv)%N -> (j < h + c)%N ->
  (h <= r * c + j)%N -> (t < Dh)%N -> FK r [:: b; hk; j; t] = K [:: b; hk; (r * c + j - h)%N; t].
Hypothesis halo_V4 : forall r b hk j e, (r < P)%N -> (b < B)%N -> (hk < Hkv)%N -> (j < h + c)%N ->
  (h <= r * c + j)%N -> (e < Dv)%N -> FV r [:: b; hk; j; e] = V [:: b; hk; (r * c + j - h)%N; e].

Lemma halo_Q4 r b hh i t : (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (i < c)%N -> (t < Dh)%N ->
  FQ r [:: b; hh; i; t] = Q [:: b; hh; (r * c + i)%N; t].
Proof. by move=> rP bB hH ic tD; rewrite HQ ?in_bounds4 ?bB ?hH ?ic. Qed.

Lemma shift_sdpa4 :
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] (op_sdpa exp (P * c) Dh sc g M Q K V)
    (fun r => op_sdpa exp (h + c) Dh sc g (FM r) (FQ r) (FK r) (FV r)).
Proof.
move=> r rP ix /in_bounds4_inv[b [hh [i [e [-> /and4P[bB hH ic eD]]]]]].
have hg : (hh %/ g < Hkv)%N by apply: div_head_lt; rewrite -eH.
have [an Hr Hp Hm] := slots rP ic.
rewrite /reindex /contig_map /= !sdpa_at; symmetry.
apply: (@att_at_band _ exp _ _ (r * c)%N h) => // [t tD|j jn hj].
- exact: halo_Q4.
- by split; [rewrite Hr | move=> t tD; rewrite halo_K4 | rewrite halo_V4].
Qed.

(* A kv head's gradient on the extended range, for any term Gs b hh t q k of
   query head hh, query q and key k (0 when masked) and its rank-local
   Gr r b hh t i j (the SM one on a real slot, 0 on rank 0's halo slots):
   the sum over the g query heads of w (the key's sum over the queries) is a
   halo gradient. dK (w = sc * _) and dV (w = id) are instances. *)
Section KvGrad.
Variables (D : nat) (w : R -> R) (X : tensor) (F : nat -> tensor).
Variables (Gs : nat -> nat -> nat -> nat -> nat -> R) (Gr : nat -> nat -> nat -> nat -> nat -> nat -> R).
Hypothesis wD : forall x y, w (x + y) = w x + w y.
Hypothesis w0 : w 0 = 0.
Hypothesis HX : forall b hk j t, X [:: b; hk; j; t] = \sum_(0 <= h' < g) w (\sum_(0 <= q < P * c) Gs b (hk * g + h')%N t q j).
Hypothesis HF : forall r b hk j t,
  F r [:: b; hk; j; t] = \sum_(0 <= h' < g) w (\sum_(0 <= i < c) Gr r b (hk * g + h')%N t i j).
Hypothesis Hreal : forall r b hh t i j, (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (t < D)%N -> (i < c)%N ->
  (j < h + c)%N -> (h <= r * c + j)%N -> Gr r b hh t i j = Gs b hh t (r * c + i)%N (r * c + j - h)%N.
Hypothesis Hmask : forall b hh t q k, (q < P * c)%N -> (k < P * c)%N -> ~~ M [:: q; k] -> Gs b hh t q k = 0.
Hypothesis Hpad : forall r b hh t i j, (r < P)%N -> (i < c)%N -> (j < h + c)%N -> (r * c + j < h)%N ->
  Gr r b hh t i j = 0.

Lemma halo_kv_grad : rel_halo_grad P 2 c h [:: B; Hkv; c; D] X F.
Proof.
split=> [r rP ix /in_bounds4_inv[b [hk [u [t [-> /and4P[bB hkc uc tD]]]]]]|P0 ix].
  rewrite /reindex /contig_map /= HX !HF.
  have Hh h' : (h' < g)%N -> (hk * g + h' < Hq)%N by move=> hg'; rewrite eH gqa_head_lt.
  transitivity (\sum_(0 <= h' < g) w (\sum_(0 <= i < c) Gr r b (hk * g + h')%N t i (h + u)%N +
      (if (c - h <= u)%N && (r.+1 < P)%N then \sum_(0 <= i < c) Gr r.+1 b (hk * g + h')%N t i (u - (c - h))%N
       else 0))).
    apply: eq_big_nat => h' /andP[_ hg']; congr (w _).
    apply: (@key_sum _ P c h M hc HB (Gs b (hk * g + h')%N t) (fun r => Gr r b (hk * g + h')%N t))
      => // [r' i j rP' ic jn hj|q k qN kN mk].
    + by apply: Hreal; rewrite ?Hh.
    + exact: Hmask.
  case: ((c - h <= u)%N && (r.+1 < P)%N); last by rewrite addr0; apply: eq_bigr => h' _; rewrite addr0.
  by rewrite -big_split /=; apply: eq_bigr => h' _; rewrite wD.
case/in_bounds4_inv=> [b [hk [j [t [-> /and4P[bB hkc jc tD]]]]]] /= jh.
rewrite HF big_nat_cond big1 // => h' _; rewrite big_nat_cond big1 ?w0 // => i /andP[/andP[_ ic] _].
by apply: Hpad; rewrite ?mul0n ?add0n // ltn_addr.
Qed.
End KvGrad.

Section Backward.
Hypothesis HO : rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO.

Lemma halo_O4 r b hh i e : (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (i < c)%N -> (e < Dv)%N ->
  FO r [:: b; hh; i; e] = dO [:: b; hh; (r * c + i)%N; e].
Proof. by move=> rP bB hH ic eD; rewrite HO ?in_bounds4 ?bB ?hH ?ic. Qed.

Lemma halo_dS4 r b hh i j : (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (i < c)%N -> (j < h + c)%N ->
  (h <= r * c + j)%N ->
  sdpa_dS exp (h + c) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r) [:: b; hh; i; j] =
  sdpa_dS exp (P * c) Dh Dv sc g M Q K V dO [:: b; hh; (r * c + i)%N; (r * c + j - h)%N].
Proof.
move=> rP bB hH ic jn hj; have hg : (hh %/ g < Hkv)%N by apply: div_head_lt; rewrite -eH.
rewrite !dS_at4.
apply: (@ds_slot _ exp _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ (slots rP ic)) => // [t tD|e eD|j' t jn' hj' tD|j' e jn' hj' eD].
- exact: halo_Q4.
- exact: halo_O4.
- exact: halo_K4.
- exact: halo_V4.
Qed.

Lemma halo_dS4_pad r b hh i j : (r < P)%N -> (i < c)%N -> (j < h + c)%N -> (r * c + j < h)%N ->
  sdpa_dS exp (h + c) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r) [:: b; hh; i; j] = 0.
Proof. by move=> rP ic jn aj; rewrite dS_at4 (@ds_pad _ exp _ _ _ _ _ _ _ _ _ _ _ _ _ (slots rP ic)). Qed.

Lemma halo_P4 r b hh i j : (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (i < c)%N -> (j < h + c)%N ->
  (h <= r * c + j)%N ->
  sdpa_probs exp (h + c) Dh sc g (FM r) (FQ r) (FK r) [:: b; hh; i; j] =
  sdpa_probs exp (P * c) Dh sc g M Q K [:: b; hh; (r * c + i)%N; (r * c + j - h)%N].
Proof.
move=> rP bB hH ic jn hj; have hg : (hh %/ g < Hkv)%N by apply: div_head_lt; rewrite -eH.
rewrite !probs_at4.
apply: (prob_slot exp sc (slots rP ic)) => // [t tD|j' t jn' hj' tD]; [exact: halo_Q4 | exact: halo_K4].
Qed.

Lemma halo_P4_pad r b hh i j : (r < P)%N -> (i < c)%N -> (j < h + c)%N -> (r * c + j < h)%N ->
  sdpa_probs exp (h + c) Dh sc g (FM r) (FQ r) (FK r) [:: b; hh; i; j] = 0.
Proof. by move=> rP ic jn aj; rewrite probs_at4 (prob_pad exp Dh sc _ _ (slots rP ic)). Qed.

Lemma shift_dq4 :
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] (op_sdpa_backward_dq exp (P * c) (P * c) Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dq exp c (h + c) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP ix /in_bounds4_inv[b [hh [i [t [-> /and4P[bB hH ic tD]]]]]].
have hg : (hh %/ g < Hkv)%N by apply: div_head_lt; rewrite -eH.
rewrite /reindex /contig_map /= !dq_at4; congr (_ * _).
apply: (sum_slots0 (slots rP ic)) => [j jn hj|j jn aj|u uN mu].
- by rewrite halo_dS4 // halo_K4.
- by rewrite halo_dS4_pad // mul0r.
- by rewrite dS_at4 (ds_masked exp) ?mu // mul0r.
Qed.


(* a kv head's gradient sums its g query heads (halo_kv_grad): dK's term
   is dS * Q scaled by sc, dV's probs * dout *)
Lemma halo_dk4 :
  rel_halo_grad P 2 c h [:: B; Hkv; c; Dh] (op_sdpa_backward_dk exp (P * c) (P * c) Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dk exp c (h + c) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
apply: (@halo_kv_grad _ (fun x => sc * x) _ _
  (fun b hh t q k => sdpa_dS exp (P * c) Dh Dv sc g M Q K V dO [:: b; hh; q; k] * Q [:: b; hh; q; t])
  (fun r b hh t i j => sdpa_dS exp (h + c) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r) [:: b; hh; i; j] *
                       FQ r [:: b; hh; i; t])) => [x y||||r b hh t i j *|b hh t q k _ _ mk|r b hh t i j *].
- exact: mulrDr.
- exact: mulr0.
- by [].
- by [].
- by rewrite halo_dS4 // halo_Q4.
- by rewrite dS_at4 ds_masked ?mul0r.
- by rewrite halo_dS4_pad ?mul0r.
Qed.

Lemma halo_dv4 :
  rel_halo_grad P 2 c h [:: B; Hkv; c; Dv] (op_sdpa_backward_dv exp (P * c) (P * c) Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c (h + c) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
apply: (@halo_kv_grad _ id _ _
  (fun b hh t q k => sdpa_probs exp (P * c) Dh sc g M Q K [:: b; hh; q; k] * dO [:: b; hh; q; t])
  (fun r b hh t i j => sdpa_probs exp (h + c) Dh sc g (FM r) (FQ r) (FK r) [:: b; hh; i; j] * FO r [:: b; hh; i; t]))
  => [x y||||r b hh t i j *|b hh t q k _ _ mk|r b hh t i j *] //.
- by rewrite halo_P4 // halo_O4.
- by rewrite probs_at4 prob_masked ?mul0r.
- by rewrite halo_P4_pad ?mul0r.
Qed.
End Backward.
End Halo4.

(* ---------- the cyclic shift's instance of Section Halo4 ---------- *)
(* a real slot of the cyclic [halo; own] reads its SM key; the mask's facts
   are RulesHaloShift.v's halo_slots (1 < P) and the band *)
Lemma halo_ext_read4 T P c h B H D (X : seq nat -> T) F : h <= c ->
  rel_reindex P 2 (halo_ext P c h) [:: B; H; h + c; D] X F ->
  forall r b hk j t, r < P -> b < B -> hk < H -> j < h + c -> h <= r * c + j -> t < D ->
  F r [:: b; hk; j; t] = X [:: b; hk; r * c + j - h; t].
Proof. by move=> hc HX r b hk j t rP bB hkk jn hj tD; rewrite HX ?in_bounds4 ?bB ?hkk ?jn // /reindex /= halo_ext_real. Qed.

(* ---------- the registered rules: the extended length as the compiler
   renders it (c + h), the GQA equation after the tensors (the compiler
   proves it by ring), then the side conditions and the input relations in
   plan order (q, k, v, mask[, dout]) ---------- *)
Section Registered.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Lemma rule_sdpa_halo_shift4 P c h N B Hq Hkv g Dh Dv sc (Q K V : tensor) M FQ FK FV FM (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  (h <= c)%N -> (1 < P)%N ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_reindex P 2 (halo_ext P c h) [:: B; Hkv; (c + h)%N; Dh] K FK ->
  rel_reindex P 2 (halo_ext P c h) [:: B; Hkv; (c + h)%N; Dv] V FV ->
  rel_halo_mask P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] (op_sdpa exp N Dh sc g M Q K V)
    (fun r => op_sdpa exp (c + h) Dh sc g (FM r) (FQ r) (FK r) (FV r)).
Proof.
rewrite eN [(c + h)%N]addnC => hc P1 HQ HK HV HM.
exact: (shift_sdpa4 exp sc eH HQ (fun r i => halo_slots hc P1 HM (r := r) (i := i))
  (halo_ext_read4 hc HK) (halo_ext_read4 hc HV)).
Qed.

Lemma rule_sdpa_backward_dq_halo_shift4 P c h N B Hq Hkv g Dh Dv sc (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  (h <= c)%N -> (1 < P)%N ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_reindex P 2 (halo_ext P c h) [:: B; Hkv; (c + h)%N; Dh] K FK ->
  rel_reindex P 2 (halo_ext P c h) [:: B; Hkv; (c + h)%N; Dv] V FV ->
  rel_halo_mask P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] (op_sdpa_backward_dq exp N N Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dq exp c (c + h) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
rewrite eN [(c + h)%N]addnC => hc P1 HQ HK HV HM HO.
exact: (shift_dq4 exp sc eH HQ (fun r i => halo_slots hc P1 HM (r := r) (i := i))
  (halo_ext_read4 hc HK) (halo_ext_read4 hc HV) HO).
Qed.

Lemma rule_sdpa_backward_dk_halo_shift4 P c h N B Hq Hkv g Dh Dv sc (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  (h <= c)%N -> (1 < P)%N ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_reindex P 2 (halo_ext P c h) [:: B; Hkv; (c + h)%N; Dh] K FK ->
  rel_reindex P 2 (halo_ext P c h) [:: B; Hkv; (c + h)%N; Dv] V FV ->
  rel_halo_mask P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO ->
  rel_halo_grad P 2 c h [:: B; Hkv; c; Dh] (op_sdpa_backward_dk exp N N Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dk exp c (c + h) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
rewrite eN [(c + h)%N]addnC => hc P1 HQ HK HV HM HO.
exact: (halo_dk4 exp sc eH hc HQ (proj2 HM) (fun r i => halo_slots hc P1 HM (r := r) (i := i))
  (halo_ext_read4 hc HK) (halo_ext_read4 hc HV) HO).
Qed.

Lemma rule_sdpa_backward_dv_halo_shift4 P c h N B Hq Hkv g Dh Dv sc (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  (h <= c)%N -> (1 < P)%N ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_reindex P 2 (halo_ext P c h) [:: B; Hkv; (c + h)%N; Dh] K FK ->
  rel_reindex P 2 (halo_ext P c h) [:: B; Hkv; (c + h)%N; Dv] V FV ->
  rel_halo_mask P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO ->
  rel_halo_grad P 2 c h [:: B; Hkv; c; Dv] (op_sdpa_backward_dv exp N N Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c (c + h) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
rewrite eN [(c + h)%N]addnC => hc P1 HQ HK HV HM HO.
exact: (halo_dv4 exp sc V FV eH hc HQ (proj2 HM) (fun r i => halo_slots hc P1 HM (r := r) (i := i))
  (halo_ext_read4 hc HK) HO).
Qed.
End Registered.
