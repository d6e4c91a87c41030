(* The backward of the shift halo (RulesHaloShift.v): the gradients of the
   extended key range go back to their owners by ONE collective,
   OP_HALO_REDUCE (an overlap-add over the CP group), so every PM tensor
   keeps a relation of its own.
   Rank r's dK_ext (h + c slots on dim d; slot t reads global key
   r*c + t - h) holds two kinds of contributions to the SM dK rows:
   its own slots [h, h + c) are the contributions of its own queries to its
   own keys; its halo slots [0, h) are the contributions of its queries to
   the previous rank's last h keys.  SM dK at key r*c + u sums the queries
   [r*c + u, r*c + u + h] (the band), i.e. rank r's queries and, for the
   last h keys (u >= c - h), rank r+1's first queries: rel_halo_grad.
   Rank 0's halo slots hold rank P-1's keys, masked for all its queries,
   so their gradient is 0 (proved from the mask: halo_dS_pad / prob_pad).
   op_halo_reduce adds member (r + 1) mod P's halo slots to member r's last
   h rows; rank P-1 reads rank 0's, which are 0: contiguous_shard.
   Side conditions as in the forward: h <= c, 1 < P. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention RulesHalo RulesCP.
(* the extended-range layouts and the mask relation the rules mention *)
From TV Require Export RulesHaloShift.
From TV Require Export AttentionBackward.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section Reduce.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* OP_HALO_REDUCE over dim d: member r holds h + c slots (slot t: global
   r*c + t - h); its output (c rows) is its own slots plus, on its last h
   rows, member (r + 1) mod P's halo slots *)
Definition op_halo_reduce (P d c h : nat) (F : nat -> tensor) (r : nat) : tensor :=
  fun i => F r (set_nth 0%N i d (h + nth 0%N i d)%N) +
    (if (c - h <= nth 0%N i d)%N then F ((r + 1) %% P)%N (set_nth 0%N i d (nth 0%N i d - (c - h))%N) else 0).

(* the SM gradient X (rows of rank r: contig_map c r) is the rank's own
   slots plus, on its last h rows, the next rank's halo slots (when there
   is a next rank); rank 0's halo slots are 0.  The latter is stated for
   0 < P only, so that a layout with no rank 0 to speak of needs no side
   condition: every rule that proves it (the cyclic shift with 1 < P, the
   open shift with none) and the one that uses it (rule_halo_reduce, at
   r.+1 = P) has 0 < P at hand.  s is the output's local shape (c on
   dim d). *)
Definition rel_halo_grad P d c h s (X : tensor) (F : nat -> tensor) :=
  (forall r, (r < P)%N -> teq s (reindex d (contig_map c r) X)
     (fun i => F r (set_nth 0%N i d (h + nth 0%N i d)%N) +
        (if (c - h <= nth 0%N i d)%N && (r.+1 < P)%N
         then F r.+1 (set_nth 0%N i d (nth 0%N i d - (c - h))%N) else 0)))
  /\ ((0 < P)%N -> forall i, in_bounds s i -> (nth 0%N i d < h)%N -> F 0%N i = 0).

(* moving an in-bounds index along dim d, within bounds *)
Lemma in_bounds_set_same s i d v : (d < size s)%N -> in_bounds s i -> (v < nth 0%N s d)%N ->
  in_bounds s (set_nth 0%N i d v).
Proof.
move=> ds /in_boundsP[si H] vs; apply/in_boundsP; rewrite size_set_nth si (maxn_idPr ds); split=> // k ks.
by rewrite nth_set_nth /=; case: eqP => [->|_]; [exact: vs | exact: H].
Qed.

(* the registered rule: d < size s and nth 0 s d = c are closed by isT /
   erefl on a literal shape; h <= c is the plan's constraint *)
Lemma rule_halo_reduce P d c h s (ds : (d < size s)%N) (sd : nth 0%N s d = c) (X : tensor) F : (h <= c)%N ->
  rel_halo_grad P d c h s X F ->
  rel_contiguous_shard P d c s X (op_halo_reduce P d c h F).
Proof.
move=> hc [Hx H0] r rP i ib; have {}H0 := H0 (leq_ltn_trans (leq0n r) rP).
rewrite Hx // /op_halo_reduce.
have uc : (nth 0%N i d < c)%N by rewrite -sd; exact: in_bounds_nth.
congr (_ + _); case: (leqP (c - h) _) => //= ch; case: ltnP => rP1.
  by rewrite addn1 modn_small.
have -> : ((r + 1) %% P = 0)%N by rewrite addn1 (@anti_leq r.+1 P) ?modnn // rP rP1.
have uh : (nth 0%N i d - (c - h) < h)%N by rewrite ltn_subLR // subnK.
rewrite H0 //; last by rewrite nth_set_nth /= eqxx.
by rewrite in_bounds_set_same // sd (leq_trans uh).
Qed.
End Reduce.

(* ---------- sums: the band of a key spans two ranks' queries ---------- *)
Section Blocks.
Variable R : comRingType.
Local Open Scope ring_scope.

Lemma sum_block (f : nat -> R) a n : \sum_(a <= q < a + n) f q = \sum_(0 <= i < n) f (a + i)%N.
Proof.
by rewrite -{1}(add0n a) big_addn addKn; apply: eq_bigr => i _; rewrite addnC.
Qed.

(* terms vanishing outside [r*c, (r+2)*c): rank r's block and, if it
   exists, rank r+1's *)
Lemma sum_two_blocks (f : nat -> R) P c r : (r < P)%N ->
  (forall q, (q < P * c)%N -> (q < r * c)%N || (r.+2 * c <= q)%N -> f q = 0) ->
  \sum_(0 <= q < P * c) f q =
  \sum_(0 <= i < c) f (r * c + i)%N + (if (r.+1 < P)%N then \sum_(0 <= i < c) f (r.+1 * c + i)%N else 0).
Proof.
move=> rP Hf; have mono a b : (a <= b)%N -> (a * c <= b * c)%N by move=> ab; rewrite leq_mul2r ab orbT.
case: ltnP => rP1.
  have lo : (r * c <= r.+2 * c)%N by apply: mono; rewrite -addn2 leq_addr.
  have hi : (r.+2 * c <= P * c)%N by exact: mono.
  rewrite (@sum_subrange _ f (P * c) (r * c) (r.+2 * c)) //.
  rewrite (@big_cat_nat _ _ _ (r.+1 * c)) /= ?mono ?leqnSn //.
  by rewrite -(sum_block f (r * c) c) -(sum_block f (r.+1 * c) c) -!mulSnr.
have eP : P = r.+1 by apply/anti_leq; rewrite rP rP1.
have hi : (r.+1 * c <= P * c)%N by rewrite eP.
rewrite addr0 (@sum_subrange _ f (P * c) (r * c) (r.+1 * c)) ?mono //.
  by rewrite mulSn addnC sum_block.
move=> q qN /orP[qr|hq]; first by apply: Hf; rewrite ?qr.
by move: qN; rewrite eP ltnNge hq.
Qed.

End Blocks.

(* ---------- a key's sum over the queries, on the extended range ---------- *)
Section KeySums.
Variable R : comRingType.
Local Open Scope ring_scope.
Variables (P c h : nat) (M : seq nat -> bool).
Hypothesis hc : (h <= c)%N.
Hypothesis HB : band h (P * c) M.

Lemma band_lt r u : (u < c)%N -> (r * c + u + h < r.+2 * c)%N.
Proof. by move=> uc; rewrite !mulSnr -!addnA ltn_add2l -addSn leq_add. Qed.

(* rank r+1's halo slot u - (c - h) is rank r's row u *)
Lemma next_key r u : (c - h <= u)%N -> (r.+1 * c + (u - (c - h)) - h = r * c + u)%N.
Proof.
by move=> chu; rewrite -{2}(subnK chu) mulSnr -addnA [(c + _)%N]addnC addnA -(addnBA _ hc) addnA.
Qed.

(* Gs q t: the SM term of query q for key t (0 when masked); Gr r i j:
   rank r's term of local query i for slot j (the SM one for a real
   slot, 0 for rank 0's halo slots) *)
Variables (Gs : nat -> nat -> R) (Gr : nat -> nat -> nat -> R).
Hypothesis Hreal : forall r i j, (r < P)%N -> (i < c)%N -> (j < h + c)%N -> (h <= r * c + j)%N ->
  Gr r i j = Gs (r * c + i)%N (r * c + j - h)%N.
Hypothesis Hmask : forall q t, (q < P * c)%N -> (t < P * c)%N -> ~~ M [:: q; t] -> Gs q t = 0.

Lemma key_sum r u : (r < P)%N -> (u < c)%N ->
  \sum_(0 <= q < P * c) Gs q (r * c + u)%N =
  \sum_(0 <= i < c) Gr r i (h + u)%N +
    (if (c - h <= u)%N && (r.+1 < P)%N then \sum_(0 <= i < c) Gr r.+1 i (u - (c - h))%N else 0).
Proof.
move=> rP uc; have tN : (r * c + u < P * c)%N by apply: shard_lt.
have Hm q : (q < P * c)%N -> ~~ ((r * c + u <= q)%N && (q <= r * c + u + h)%N) -> Gs q (r * c + u)%N = 0.
  by move=> qN out; apply: Hmask => //; apply: contra out; apply: HB.
rewrite (@sum_two_blocks _ (fun q => Gs q (r * c + u)%N) P c r rP) => [|q qN out]; last first.
  apply: Hm => //; apply/negP => /andP[lo hi]; move: out.
  by rewrite ltnNge (leq_trans (leq_addr _ _) lo) /= leqNgt (leq_ltn_trans hi) ?band_lt.
have hu : (h + u < h + c)%N by rewrite ltn_add2l.
congr (_ + _).
  apply: eq_big_nat => i /andP[_ ic].
  rewrite Hreal //; first by rewrite addnCA addKn.
  by rewrite addnCA leq_addr.
case: (leqP (c - h) u) => chu; case: (ltnP r.+1 P) => //= rP1.
  apply: eq_big_nat => i /andP[_ ic].
  have jn : (u - (c - h) < h + c)%N by rewrite (leq_ltn_trans (leq_subr _ _)) // ltn_addl.
  have hj : (h <= r.+1 * c + (u - (c - h)))%N by rewrite (leq_trans hc) // mulSn -addnA leq_addr.
  by rewrite Hreal // next_key.
rewrite big_nat_cond big1 // => i /andP[/andP[_ ic] _]; apply: Hm; first exact: shard_lt.
apply/negP => /andP[_]; apply/negP.
by rewrite -ltnNge (leq_trans _ (leq_addr i _)) // mulSnr -addnA ltn_add2l addnC -ltn_subRL.
Qed.

Hypothesis Hpad : forall i j, (i < c)%N -> (j < h)%N -> Gr 0%N i j = 0.

Lemma pad_sum j : (j < h)%N -> \sum_(0 <= i < c) Gr 0%N i j = 0.
Proof. by move=> jh; rewrite big_nat_cond big1 // => i /andP[/andP[_ ic] _]; apply: Hpad. Qed.
End KeySums.

(* ---------- sdpa_backward's dK / dV over the extended range ---------- *)
Section HaloGrad.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Variables (P c h Dh Dv : nat) (sc : R).
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis hc : (h <= c)%N.
Hypothesis HQ : rel_contiguous_shard P 0 c [:: c; Dh] Q FQ.
(* the layouts of K / V / the mask only through what the band lemmas read
   (as RulesHaloShift.v's shift_sdpa): the cyclic and the open shift alike *)
Hypothesis HB : band h (P * c) M.
Hypothesis slots : forall r i, (r < P)%N -> (i < c)%N ->
  ext_slots (P * c) (h + c) (r * c) h (fun j => M [:: (r * c + i)%N; j]) (fun j => FM r [:: i; j]).
Hypothesis readK : forall r j t, (r < P)%N -> (j < h + c)%N -> (h <= r * c + j)%N -> (t < Dh)%N ->
  FK r [:: j %/ 1; t] = K [:: (r * c + j - h)%N %/ 1; t].
Hypothesis readV : forall r j e, (r < P)%N -> (j < h + c)%N -> (h <= r * c + j)%N -> (e < Dv)%N ->
  FV r [:: j %/ 1; e] = V [:: (r * c + j - h)%N %/ 1; e].
Hypothesis HO : rel_contiguous_shard P 0 c [:: c; Dv] dO FO.

Lemma halo_Q r i t : (r < P)%N -> (i < c)%N -> (t < Dh)%N -> FQ r [:: i; t] = Q [:: (r * c + i)%N; t].
Proof. by move=> rP ic tD; rewrite HQ ?in_bounds2 ?ic. Qed.

Lemma halo_O r i e : (r < P)%N -> (i < c)%N -> (e < Dv)%N -> FO r [:: i; e] = dO [:: (r * c + i)%N; e].
Proof. by move=> rP ic eD; rewrite HO ?in_bounds2 ?ic. Qed.

(* the attention probability of query i of rank r at slot j: the SM one at
   the slot's key; 0 on rank 0's halo slots *)
Lemma halo_P r i j : (r < P)%N -> (i < c)%N -> (j < h + c)%N -> (h <= r * c + j)%N ->
  sdpa_probs exp (h + c) Dh sc 1 (FM r) (FQ r) (FK r) [:: i; j] =
  sdpa_probs exp (P * c) Dh sc 1 M Q K [:: (r * c + i)%N; (r * c + j - h)%N].
Proof.
move=> rP ic jn hj; rewrite !probs_at2.
apply: (prob_slot exp sc (slots rP ic)) => // [t tD|j' t jn' hj' tD].
- exact: halo_Q.
- exact: readK.
Qed.

Lemma halo_P_pad r i j : (r < P)%N -> (i < c)%N -> (j < h + c)%N -> (r * c + j < h)%N ->
  sdpa_probs exp (h + c) Dh sc 1 (FM r) (FQ r) (FK r) [:: i; j] = 0.
Proof. by move=> rP ic jn aj; rewrite probs_at2 (prob_pad exp Dh sc _ _ (slots rP ic)). Qed.

Lemma halo_dk :
  rel_halo_grad P 0 c h [:: c; Dh] (op_sdpa_backward_dk exp (P * c) (P * c) Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dk exp c (h + c) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
split=> [r rP ix /ib2_pair[u [t [-> /andP[uc tD]]]]|P0 ix /ib2_pair[j [t [-> /andP[jc tD]]]] /= jh].
  rewrite /reindex /contig_map /= !dk_at2.
  rewrite (@key_sum _ P c h M hc HB (fun q k => sdpa_dS exp (P * c) Dh Dv sc 1 M Q K V dO [:: q; k] * Q [:: q; t])
    (fun r i j => sdpa_dS exp (h + c) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r) [:: i; j] * FQ r [:: i; t])) //.
  - by rewrite mulrDr; case: ifP; rewrite ?mulr0.
  - by move=> r' i j rP' ic jn hj; rewrite (halo_dS exp sc HQ slots readK readV HO) // halo_Q.
  - by move=> q k qN kN mk; rewrite dS_at2 ds_masked ?mul0r.
rewrite dk_at2 big_nat_cond big1 ?mulr0 // => i /andP[/andP[_ ic] _].
by rewrite (halo_dS_pad exp Dh Dv sc FQ FK FV FO slots) ?mul0r // ?mul0n ?add0n // ltn_addr.
Qed.

Lemma halo_dv :
  rel_halo_grad P 0 c h [:: c; Dv] (op_sdpa_backward_dv exp (P * c) (P * c) Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c (h + c) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
split=> [r rP ix /ib2_pair[u [e [-> /andP[uc eD]]]]|P0 ix /ib2_pair[j [e [-> /andP[jc eD]]]] /= jh].
  rewrite /reindex /contig_map /= !dv_at2.
  apply: (@key_sum _ P c h M hc HB (fun q k => sdpa_probs exp (P * c) Dh sc 1 M Q K [:: q; k] * dO [:: q; e])
    (fun r i j => sdpa_probs exp (h + c) Dh sc 1 (FM r) (FQ r) (FK r) [:: i; j] * FO r [:: i; e])) => //.
  - by move=> r' i j rP' ic jn hj; rewrite halo_P // halo_O.
  - by move=> q k qN kN mk; rewrite probs_at2 prob_masked ?mul0r.
rewrite dv_at2 big_nat_cond big1 // => i /andP[/andP[_ ic] _].
by rewrite halo_P_pad ?mul0r // ?mul0n ?add0n // ltn_addr.
Qed.
End HaloGrad.

(* ---------- the registered rules: the extended length as the compiler
   renders it (c + h), side conditions first, then the input relations in
   plan order (q, k, v, mask, dout) ---------- *)
Section Registered.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Lemma rule_sdpa_backward_dk_halo_shift P c h N Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO (eN : N = (P * c)%N) :
  (h <= c)%N -> (1 < P)%N ->
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; Dh] K FK ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; Dv] V FV ->
  rel_halo_mask P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] dO FO ->
  rel_halo_grad P 0 c h [:: c; Dh] (op_sdpa_backward_dk exp N N Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dk exp c (c + h) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. subst N.
rewrite [(c + h)%N]addnC => hc P1 HQ HK HV HM HO.
exact: (halo_dk exp sc hc HQ (proj2 HM) (fun r i => halo_slots hc P1 HM (r := r) (i := i)) (halo_K hc HK)
  (halo_V hc HV) HO).
Qed.

Lemma rule_sdpa_backward_dv_halo_shift P c h N Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO (eN : N = (P * c)%N) :
  (h <= c)%N -> (1 < P)%N ->
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; Dh] K FK ->
  rel_reindex P 0 (halo_ext P c h) [:: (c + h)%N; Dv] V FV ->
  rel_halo_mask P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] dO FO ->
  rel_halo_grad P 0 c h [:: c; Dv] (op_sdpa_backward_dv exp N N Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c (c + h) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. subst N.
rewrite [(c + h)%N]addnC => hc P1 HQ HK HV HM HO.
exact: (halo_dv exp sc V FV hc HQ (proj2 HM) (fun r i => halo_slots hc P1 HM (r := r) (i := i)) (halo_K hc HK) HO).
Qed.
End Registered.
