(* DTensor's _StridedShard(d, split_factor = q) on one mesh axis of P
   members: dim d is q equal pieces (the columns of a fused [q | k | v] or
   [gate | up] projection), each contiguously sharded over the axis, and
   member r holds [piece 0 chunk r | piece 1 chunk r | ...]: its local
   position a * c + t (piece a, offset t < c) is SM position
   a * (P * c) + (r * c + t): the strided view of MeshOuter.v
   (rel_strided_shard P d c). One piece (q = 1) is the contiguous shard.

   Lemmas (generic in the map of the relation they meet, so a contiguous
   shard and a strided one are one lemma, told apart by an agreement proof):
   - [rule_slice_strided]: the SM slice of pieces k .. k + m of the dim is,
     on every member, the local slice of its chunks of them (split's pieces
     and slices both render as op_slice);
   - [rule_concat_strided]: the concat of k pieces and the rest, both
     strided (or contiguous: one piece), is strided (split's backward);
   - [rule_matmul_col_reindex]: a column-parallel matmul with B laid out
     on its columns by any map;
   - [rule_matmul_row_strided]: the contraction over a strided dim is a
     partial sum (every SM position is one member's, once: sum_strided);
     [rule_batched_matmul_row_strided] the same for a batched matmul (MoE
     experts' gate_up weights picked per token, packed_colwise).          *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Relations Rules MeshOuter RulesSplit RulesExperts4.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- the strided map, piece by piece ---------- *)
Lemma strided_shift P c r k u : strided_map P c r (k * c + u) = k * P * c + strided_map P c r u.
Proof.
case: (posnP c) => [->|c0]; first by rewrite /strided_map !muln0 !add0n !modn0.
by rewrite /strided_map divnMDl // modnMDl; ring.
Qed.

(* one piece: the contiguous shard *)
Lemma strided_contig P c r u : u < c -> strided_map P c r u = contig_map c r u.
Proof. by move=> uc; rewrite /strided_map /contig_map divn_small // modn_small. Qed.

Lemma contig_strided P c r u : u < c -> contig_map c r u = strided_map P c r u.
Proof. by move=> uc; rewrite strided_contig. Qed.

Lemma strided_lt P c k r u : r < P -> u < k * c -> strided_map P c r u < k * P * c.
Proof.
move=> rP uk; case: (posnP c) => [c0|c0]; first by move: uk; rewrite c0 muln0.
have qk : u %/ c < k by rewrite ltn_divLR.
have h1 : r * c + u %% c < P * c.
  by rewrite (leq_trans (_ : _ < r * c + c)) // ?ltn_add2l ?ltn_pmod // -mulSnr leq_mul2r rP orbT.
rewrite /strided_map -mulnA (leq_trans (_ : _ < u %/ c * (P * c) + P * c)) // ?ltn_add2l //.
by rewrite -mulSnr leq_mul2r qk orbT.
Qed.

Section Strided.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* pieces k .. of the strided dim: offset oc = k * c on a member, o = k * P * c
   on the SM; the output's map g agrees with the strided one on its length
   n (g is strided_map P c, or contig_map c when n = c: one piece) *)
Lemma rule_slice_strided P d c k oc o n m g s (X : tensor) F :
  d < size s -> nth 0 s d = oc + n + m -> oc = k * c -> o = k * P * c ->
  (forall r u, u < n -> strided_map P c r u = g r u) ->
  rel_strided_shard P d c s X F ->
  rel_reindex P d g (set_nth 0 s d n) (op_slice d o X) (fun r => op_slice d oc (F r)).
Proof.
move=> ds sd eoc eo Hg H r rP i ib.
have dn := nth_bound ds ib.
have lt : oc + nth 0 i d < nth 0 s d by rewrite sd -addnA ltn_add2l ltn_addr.
have := in_bounds_reshape ds ib lt; rewrite set_nth_id // => ib'.
rewrite /op_slice /reindex /= (H r rP _ ib') /reindex nth_set_nth_eq set_set_nth_eq.
by rewrite nth_set_nth_eq set_set_nth_eq eoc strided_shift eo (Hg r _ dn).
Qed.

(* the concat of the first k pieces (n1 = k * c) and the rest; each input
   laid out by a map agreeing with the strided one on its length *)
Lemma rule_concat_strided P d c k n1 n2 o gx gy s (X Y : tensor) FX FY :
  d < size s -> nth 0 s d = n1 + n2 -> n1 = k * c -> o = k * P * c ->
  (forall r u, u < n1 -> gx r u = strided_map P c r u) ->
  (forall r u, u < n2 -> gy r u = strided_map P c r u) ->
  rel_reindex P d gx (set_nth 0 s d n1) X FX -> rel_reindex P d gy (set_nth 0 s d n2) Y FY ->
  rel_strided_shard P d c s (op_concat d o X Y) (fun r => op_concat d n1 (FX r) (FY r)).
Proof.
move=> ds sd e1 eo Hx Hy HX HY r rP i ib; rewrite /op_concat /reindex nth_set_nth_eq.
have dS : nth 0 i d < n1 + n2 by rewrite -sd; apply: in_bounds_nth ib _.
case: ltnP => lt.
  rewrite (HX r rP _ (in_bounds_first ds ib lt)) /reindex (Hx r _ lt).
  have lt' : strided_map P c r (nth 0 i d) < o by rewrite eo strided_lt // -e1.
  by rewrite lt'.
set u := nth 0 i d - n1.
have es : strided_map P c r (nth 0 i d) = o + strided_map P c r u by rewrite -(subnKC lt) -/u e1 strided_shift eo.
rewrite es ltnNge leq_addr /= addKn set_set_nth_eq.
have ib2 := in_bounds_second ds sd ib lt.
rewrite (HY r rP _ ib2) /reindex nth_set_nth_eq set_set_nth_eq (Hy r _) //.
by rewrite /u -(ltn_add2l n1) subnKC.
Qed.

(* ---------- matmul ---------- *)
Local Open Scope ring_scope.

(* column-parallel: B laid out on its output columns by any map g *)
Lemma rule_matmul_col_reindex P g c k s0 (A B : tensor) FA FB :
  rel_replicated P (rcons s0 k) A FA ->
  rel_reindex P 1 g [:: k; c] B FB ->
  rel_reindex P (size s0) g (rcons s0 c) (op_matmul k A B) (fun r => op_matmul k (FA r) (FB r)).
Proof.
move=> HA HB r rP i ib; rewrite /reindex /op_matmul.
have L := in_bounds_rcons_size ib.
apply: eq_big_nat => j /andP[_ jk].
rewrite HA ?(in_bounds_row ib jk) // HB ?(in_bounds_pair jk (in_bounds_last ib)) //.
by rewrite /reindex /row_at (lastd_set ib (leqnn _)) L nth_set_nth_eq !set_set_nth_eq.
Qed.

(* every SM position of q strided pieces is one member's, once *)
Lemma sum_strided P c q (f : nat -> R) :
  \sum_(0 <= j < q * P * c) f j = \sum_(0 <= r < P) \sum_(0 <= u < q * c) f (strided_map P c r u).
Proof.
have E r : \sum_(0 <= u < q * c) f (strided_map P c r u) =
           \sum_(0 <= a < q) \sum_(0 <= t < c) f (a * (P * c) + (r * c + t))%N.
  rewrite sum_shards; apply: eq_big_nat => a _; apply: eq_big_nat => t /andP[_ tc].
  by rewrite strided_mapE.
rewrite (eq_bigr _ (fun r _ => E r)) exchange_big_nat -mulnA sum_shards.
apply: eq_big_nat => a _; rewrite sum_shards.
by apply: eq_big_nat => r _; apply: eq_big_nat => t _; rewrite addnA.
Qed.

(* row-parallel over a strided contraction dim (K = q * P * c on the SM,
   L = q * c on a member): the members' products are partial sums *)
Lemma rule_matmul_row_strided P c q K L n s0 (A B : tensor) FA FB :
  K = (q * P * c)%N -> L = (q * c)%N ->
  rel_strided_shard P (size s0) c (rcons s0 L) A FA ->
  rel_strided_shard P 0 c [:: L; n] B FB ->
  rel_partial_sum P 1 (rcons s0 n) (op_matmul K A B) (fun r => op_matmul L (FA r) (FB r)).
Proof.
move=> -> -> HA HB i ib; rewrite mul1r /op_matmul sum_strided.
apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => j /andP[_ jc].
have Ls := in_bounds_rcons_size ib.
rewrite HA ?(in_bounds_row ib jc) // HB ?(in_bounds_pair jc (in_bounds_last ib)) //.
by rewrite /reindex /row_at Ls nth_set_nth_eq set_set_nth_eq.
Qed.

Lemma rule_batched_matmul_row_strided P c q K L m n s0 (A B : tensor) FA FB :
  K = (q * P * c)%N -> L = (q * c)%N ->
  rel_strided_shard P (size s0).+1 c (rcons (rcons s0 m) L) A FA ->
  rel_strided_shard P (size s0) c (rcons (rcons s0 L) n) B FB ->
  rel_partial_sum P 1 (rcons (rcons s0 m) n) (op_batched_matmul K A B)
    (fun r => op_batched_matmul L (FA r) (FB r)).
Proof.
move=> -> -> HA HB i ib; have si : size i = (size s0).+2 by rewrite (in_bounds_size ib) !size_rcons.
have Ls := in_bounds_rcons_size ib; rewrite size_rcons in Ls.
rewrite mul1r /op_batched_matmul si /= sum_strided.
apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => j /andP[_ jc].
rewrite (HA r rP _ (in_bounds_row ib jc)) (HB r rP _ (in_bounds_bmm_b ib jc)).
by rewrite /reindex /row_at Ls !nth_set_nth_eq !set_set_nth_eq.
Qed.
End Strided.
