(* Reshape rules: the split of one dim into two and the merge of two
   adjacent dims (Ops.v op_reshape_split / op_reshape_merge) under a layout,
   a replicated or a partial-sum input.
   - split of the laid-out dim d (local length k = c * n) into [c; n]: the
     layout moves to the outer factor (chunk c);
   - merge of dims d, d+1 with d laid out (chunk c, inner length n): the
     merged dim is laid out with chunk k = c * n;
   - a layout on a dim the reshape does not touch stays (its index shifts
     past the split / merged pair);
   - replicated in, replicated out; partial sums pass through (the reshape
     only reads its input at one index).
   Every rule is an instance of one view lemma: the op reads its input at
   [m i] for an index map m.  Output shapes are functions of the explicit
   arguments ([split_shape], [merge_shape]) so that, with literal shapes and
   numeral dims, they reduce to the literal the compiler writes (checked by
   conversion in `exact:`).  The side condition k = c * n is a hypothesis
   (the compiler proves it by `ring`).                                      *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesLayout.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- shapes and index maps ---------- *)
Definition split_shape d c n (s : seq nat) := ins d.+1 n (set_nth 0 s d c).
Definition merge_shape d k (s : seq nat) := del d.+1 (set_nth 0 s d k).
(* where op_reshape_split / op_reshape_merge read their input *)
Definition split_idx d n (i : seq nat) := del d.+1 (set_nth 0 i d (nth 0 i d * n + nth 0 i d.+1)).
Definition merge_idx d n (i : seq nat) := ins d.+1 (nth 0 i d %% n) (set_nth 0 i d (nth 0 i d %/ n)).

Lemma op_reshape_splitE {T : Type} d n (X : seq nat -> T) i :
  op_reshape_split d n X i = X (split_idx d n i).
Proof. by []. Qed.
Lemma op_reshape_mergeE {T : Type} d n (X : seq nat -> T) i :
  op_reshape_merge d n X i = X (merge_idx d n i).
Proof. by []. Qed.

(* ---------- index lemmas ---------- *)
Lemma rs_del_set_lt e d v (i : seq nat) : d < e -> d < size i ->
  del e (set_nth 0 i d v) = set_nth 0 (del e i) d v.
Proof. by rewrite /del; elim: i d e => [|a i IH] [|d] [|e] //= de di; rewrite IH. Qed.

Lemma rs_del_set_gt e d v (i : seq nat) : e < d -> d < size i ->
  del e (set_nth 0 i d v) = set_nth 0 (del e i) d.-1 v.
Proof.
rewrite /del; elim: i d e => [|x i IH] [|d] [|e] //= ed di.
  by rewrite !drop0.
by rewrite IH //; case: d ed di.
Qed.

Lemma rs_mul_lt a b c n : a < c -> b < n -> a * n + b < c * n.
Proof.
move=> ac bn; apply: (@leq_trans (a.+1 * n)); first by rewrite mulSnr ltn_add2l.
by rewrite leq_mul2r ac orbT.
Qed.

Lemma size_split_shape d c n s : d < size s -> size (split_shape d c n s) = (size s).+1.
Proof. by move=> ds; rewrite size_ins size_set_nth_lt. Qed.

Lemma nth_split_shape d c n s k : d < size s ->
  nth 0 (split_shape d c n s) k =
  if k < d then nth 0 s k else if k == d then c else if k == d.+1 then n else nth 0 s k.-1.
Proof.
move=> ds; have ss : d.+1 <= size (set_nth 0 s d c) by rewrite size_set_nth_lt.
rewrite nth_ins // !nth_set_nth /=.
case: (ltngtP k d) => kd.
- by rewrite (ltn_trans kd) // ltn_eqF.
- by case: k kd => // k kd; rewrite ltnS leqNgt kd /= eqSS; case: eqP.
- by rewrite kd ltnSn.
Qed.

Lemma in_bounds_split s d c n i : d < size s ->
  in_bounds (split_shape d c n s) i -> in_bounds (set_nth 0 s d (c * n)) (split_idx d n i).
Proof.
move=> ds /in_boundsP[si H]; rewrite size_split_shape // in si H.
have Hd : nth 0 i d < c by have := H d; rewrite nth_split_shape // ltnn eqxx; apply; rewrite ltnS ltnW.
have Hn : nth 0 i d.+1 < n.
  by have := H d.+1; rewrite nth_split_shape // (leq_gtF (leqnSn d)) (gtn_eqF (ltnSn d)) eqxx; apply.
have dsi : d.+1 < size (set_nth 0 i d (nth 0 i d * n + nth 0 i d.+1)) by rewrite size_set_nth_lt si // ltnS ltnW.
apply/in_boundsP; rewrite size_del // size_set_nth_lt ?si ?size_set_nth_lt //; last by rewrite ltnS ltnW.
split=> // k ks; rewrite nth_del !nth_set_nth /=.
case: (ltngtP k d) => kd.
- rewrite (ltn_trans kd) //; have := H k; rewrite nth_split_shape // kd; apply.
  by rewrite ltnS ltnW.
- rewrite (leq_gtF kd) /=.
  have := H k.+1; rewrite nth_split_shape // (leq_gtF (leqW (ltnW kd))) /=.
  by rewrite eqSS (gtn_eqF kd) (gtn_eqF (leqW kd)); apply; rewrite ltnS.
- by rewrite kd ltnSn /=; apply: rs_mul_lt.
Qed.

Lemma in_bounds_merge s d c n i : d.+1 < size s -> nth 0 s d.+1 = n ->
  in_bounds (merge_shape d (c * n) s) i -> in_bounds (set_nth 0 s d c) (merge_idx d n i).
Proof.
move=> ds sn; have d0 : d < size s := ltn_trans (ltnSn d) ds.
have dd : d < size (del d.+1 s) by rewrite size_del // -ltnS prednK // (leq_ltn_trans _ ds).
rewrite /merge_shape rs_del_set_lt // => ib.
have ic : nth 0 i d < c * n.
  by have := @in_bounds_nth _ _ d ib; rewrite size_set_nth_lt // nth_set_nth_eq; apply.
have n0 : 0 < n := ltn_mul_gt0 ic.
apply: in_bounds_ins; first by rewrite size_set_nth_lt.
- rewrite rs_del_set_lt //.
  have := in_bounds_set_nth (d := d) (w := c) (v := nth 0 i d %/ n) _ ib.
  by rewrite set_set_nth_eq size_set_nth_lt //; apply=> //; rewrite ltn_divLR.
- by rewrite nth_set_nth_ne ?(ltn_eqF (ltnSn d)) // sn ltn_pmod.
Qed.

(* ---------- the view lemmas: the op reads its input at m i ---------- *)
Section View.
Variable T : Type.
Implicit Types (X : seq nat -> T) (F : nat -> seq nat -> T).

Lemma rel_reindex_view P e e' g s so (m : seq nat -> seq nat) X F :
  (forall i, in_bounds so i -> in_bounds s (m i)) ->
  (forall i, in_bounds so i -> nth 0 (m i) e = nth 0 i e') ->
  (forall i w, in_bounds so i -> m (set_nth 0 i e' w) = set_nth 0 (m i) e w) ->
  rel_reindex P e g s X F -> rel_reindex P e' g so (fun i => X (m i)) (fun r i => F r (m i)).
Proof. by move=> Hb He Hs H r rP i ib; rewrite /reindex H ?Hb // /reindex He // Hs. Qed.

Lemma rel_replicated_view P s so (m : seq nat -> seq nat) X F :
  (forall i, in_bounds so i -> in_bounds s (m i)) ->
  rel_replicated P s X F -> rel_replicated P so (fun i => X (m i)) (fun r i => F r (m i)).
Proof. by move=> Hb H r rP i ib; rewrite H ?Hb. Qed.
End View.

Lemma rel_partial_view (R : comRingType) P (k : R) s so (m : seq nat -> seq nat) (X : seq nat -> R) F :
  (forall i, in_bounds so i -> in_bounds s (m i)) ->
  rel_partial_sum P k s X F -> rel_partial_sum P k so (fun i => X (m i)) (fun r i => F r (m i)).
Proof. by move=> Hb H i ib; rewrite H ?Hb. Qed.

(* in-bounds of the index maps on the input shape itself *)
Lemma in_bounds_split_idx s d c n k i : d < size s -> nth 0 s d = k -> k = c * n ->
  in_bounds (split_shape d c n s) i -> in_bounds s (split_idx d n i).
Proof.
move=> ds sd kcn ib; have := in_bounds_split ds ib.
by rewrite -kcn -sd set_nth_id.
Qed.

Lemma in_bounds_merge_idx s d c n k i : d.+1 < size s -> nth 0 s d = c -> nth 0 s d.+1 = n -> k = c * n ->
  in_bounds (merge_shape d k s) i -> in_bounds s (merge_idx d n i).
Proof.
move=> ds sc sn kcn; rewrite kcn => ib; have := in_bounds_merge ds sn ib.
by rewrite -sc set_nth_id // (ltn_trans _ ds).
Qed.

(* of any values: an index tensor is reshaped as a ring tensor is *)
Section Reshape.
Variable T : Type.
Local Notation tensor := (seq nat -> T).
Implicit Types (X : tensor) (F : nat -> tensor).

(* ---------- split / merge of the laid-out dim ---------- *)
Lemma rule_reshape_split_contig P d c n k s X F :
  d < size s -> nth 0%N s d = k -> k = (c * n)%N ->
  rel_contiguous_shard P d k s X F ->
  rel_contiguous_shard P d c (split_shape d c n s) (op_reshape_split d n X)
    (fun r => op_reshape_split d n (F r)).
Proof.
move=> ds sd kcn H r rP i ib.
have sz : (d.+1 < size i)%N by rewrite (in_bounds_size ib) size_split_shape // ltnS ltnW.
rewrite /reindex !op_reshape_splitE H ?(in_bounds_split_idx ds sd kcn ib) //.
rewrite /reindex /split_idx /contig_map nth_del ltnSn /= !nth_set_nth_eq nth_set_nth_ne ?ltn_eqF //.
rewrite set_set_nth_eq -rs_del_set_lt ?size_set_nth_lt ?(ltn_trans (ltnSn d) sz) // set_set_nth_eq.
by rewrite kcn mulnDl mulnA addnA.
Qed.

Lemma rule_reshape_merge_contig P d c n k s X F :
  d.+1 < size s -> nth 0%N s d = c -> nth 0%N s d.+1 = n -> k = (c * n)%N ->
  rel_contiguous_shard P d c s X F ->
  rel_contiguous_shard P d k (merge_shape d k s) (op_reshape_merge d n X)
    (fun r => op_reshape_merge d n (F r)).
Proof.
move=> ds sc sn kcn H r rP i ib.
have ib' := in_bounds_merge_idx ds sc sn kcn ib.
have d0 : (d < size s)%N by apply: ltn_trans ds.
have dsi : (d < size i)%N.
  by rewrite (in_bounds_size ib) /merge_shape size_del ?size_set_nth_lt // -ltnS prednK // (leq_ltn_trans _ ds).
have dd : (d < size (del d.+1 s))%N by rewrite size_del // -ltnS prednK // (leq_ltn_trans _ ds).
have n0 : (0 < n)%N.
  move: ib; rewrite /merge_shape rs_del_set_lt // => ib2.
  have := @in_bounds_nth _ _ d ib2; rewrite size_set_nth_lt // nth_set_nth_eq kcn.
  by move=> /(_ dd) /ltn_mul_gt0.
rewrite /reindex !op_reshape_mergeE H //.
rewrite /reindex /merge_idx /contig_map nth_ins_lt ?size_set_nth_lt // nth_set_nth_eq.
rewrite !nth_set_nth_eq set_set_nth_eq -ins_set_lt ?size_set_nth_lt // set_set_nth_eq.
by rewrite kcn mulnA divnMDl // modnMDl.
Qed.

(* ---------- a layout on a dim the reshape does not touch ---------- *)
Lemma rule_reshape_split_reindex_lt P e g d c n k s X F :
  (e < d)%N -> d < size s -> nth 0%N s d = k -> k = (c * n)%N ->
  rel_reindex P e g s X F ->
  rel_reindex P e g (split_shape d c n s) (op_reshape_split d n X) (fun r => op_reshape_split d n (F r)).
Proof.
move=> ed ds sd kcn; have ed1 : (e < d.+1)%N := ltn_trans ed (ltnSn d).
apply: rel_reindex_view => [i ib|i ib|i w ib]; first exact: in_bounds_split_idx ds sd kcn ib.
  by rewrite /split_idx nth_del ed1 nth_set_nth_ne // gtn_eqF.
have sz : (d.+1 < size i)%N by rewrite (in_bounds_size ib) size_split_shape // ltnS ltnW.
rewrite /split_idx !nth_set_nth_ne ?(ltn_eqF ed) ?(ltn_eqF ed1) // set_set_nth_comm ?(ltn_eqF ed) //.
by rewrite rs_del_set_lt // size_set_nth_lt ?(ltn_trans ed1 sz) // (ltn_trans (ltnSn d) sz).
Qed.

Lemma rule_reshape_split_reindex_gt P e g d c n k s X F :
  (d < e)%N -> e < size s -> nth 0%N s d = k -> k = (c * n)%N ->
  rel_reindex P e g s X F ->
  rel_reindex P e.+1 g (split_shape d c n s) (op_reshape_split d n X) (fun r => op_reshape_split d n (F r)).
Proof.
move=> de es sd kcn; have ds := ltn_trans de es; have de1 : (d < e.+1)%N := ltn_trans de (ltnSn e).
apply: rel_reindex_view => [i ib|i ib|i w ib]; first exact: in_bounds_split_idx ds sd kcn ib.
  by rewrite /split_idx nth_del (leq_gtF de) nth_set_nth_ne // ltn_eqF.
have sz : (e.+1 < size i)%N by rewrite (in_bounds_size ib) size_split_shape.
rewrite /split_idx !nth_set_nth_ne ?(gtn_eqF de1) ?eqSS ?(gtn_eqF de) //.
rewrite set_set_nth_comm ?(gtn_eqF de1) // rs_del_set_gt //.
by rewrite size_set_nth_lt // (ltn_trans de1 sz).
Qed.

Lemma rule_reshape_merge_reindex_lt P e g d c n k s X F :
  (e < d)%N -> d.+1 < size s -> nth 0%N s d = c -> nth 0%N s d.+1 = n -> k = (c * n)%N ->
  rel_reindex P e g s X F ->
  rel_reindex P e g (merge_shape d k s) (op_reshape_merge d n X) (fun r => op_reshape_merge d n (F r)).
Proof.
move=> ed ds sc sn kcn; have d0 : (d < size s)%N by apply: ltn_trans ds.
have ed1 : (e < d.+1)%N := ltn_trans ed (ltnSn d).
apply: rel_reindex_view => [i ib|i ib|i w ib]; first exact: in_bounds_merge_idx ds sc sn kcn ib.
- have dsi : (d < size i)%N.
    by rewrite (in_bounds_size ib) /merge_shape size_del ?size_set_nth_lt // -ltnS prednK // (leq_ltn_trans _ ds).
  by rewrite /merge_idx nth_ins_lt ?size_set_nth_lt // nth_set_nth_ne // gtn_eqF.
- have dsi : (d < size i)%N.
    by rewrite (in_bounds_size ib) /merge_shape size_del ?size_set_nth_lt // -ltnS prednK // (leq_ltn_trans _ ds).
  rewrite /merge_idx !nth_set_nth_ne ?(ltn_eqF ed) // set_set_nth_comm ?(ltn_eqF ed) //.
  by rewrite ins_set_lt // !size_set_nth_lt.
Qed.

Lemma rule_reshape_merge_reindex_gt P e g d c n k s X F :
  (d.+1 < e)%N -> e < size s -> nth 0%N s d = c -> nth 0%N s d.+1 = n -> k = (c * n)%N ->
  rel_reindex P e g s X F ->
  rel_reindex P e.-1 g (merge_shape d k s) (op_reshape_merge d n X) (fun r => op_reshape_merge d n (F r)).
Proof.
case: e => [|e] // de es sc sn kcn /=; rewrite ltnS in de.
have ds : (d.+1 < size s)%N := leq_ltn_trans de (ltnW es).
have d0 : (d < size s)%N := ltn_trans (ltnSn d) ds.
have ss : size (set_nth 0%N s d k) = size s := size_set_nth_lt k d0.
have sz : size (merge_shape d k s) = (size s).-1 by rewrite /merge_shape size_del; rewrite ss.
have s0 : (0 < size s)%N := leq_ltn_trans (leq0n _) d0.
apply: rel_reindex_view => [i ib|i ib|i w ib]; first exact: in_bounds_merge_idx ds sc sn kcn ib.
- have si : size i = (size s).-1 by rewrite (in_bounds_size ib) sz.
  have dsi : (d.+1 <= size (set_nth 0%N i d (nth 0%N i d %/ n)))%N.
    by rewrite size_set_nth_lt si -ltnS prednK // (ltn_trans _ es) // ltnS ltnW.
  by rewrite /merge_idx nth_ins_ge // nth_set_nth_ne // ltn_eqF.
- have si : size i = (size s).-1 by rewrite (in_bounds_size ib) sz.
  have ei : (e < size i)%N by rewrite si -ltnS prednK.
  rewrite /merge_idx !nth_set_nth_ne ?(gtn_eqF de) // set_set_nth_comm ?(gtn_eqF de) //.
  by rewrite ins_set_ge // size_set_nth_lt // (ltn_trans de ei).
Qed.

(* ---------- replicated and partial-sum inputs ---------- *)
Lemma rule_reshape_split_replicated P d c n k s X F :
  d < size s -> nth 0%N s d = k -> k = (c * n)%N ->
  rel_replicated P s X F ->
  rel_replicated P (split_shape d c n s) (op_reshape_split d n X) (fun r => op_reshape_split d n (F r)).
Proof. by move=> ds sd kcn; apply: rel_replicated_view => i; apply: in_bounds_split_idx ds sd kcn. Qed.

Lemma rule_reshape_merge_replicated P d c n k s X F :
  d.+1 < size s -> nth 0%N s d = c -> nth 0%N s d.+1 = n -> k = (c * n)%N ->
  rel_replicated P s X F ->
  rel_replicated P (merge_shape d k s) (op_reshape_merge d n X) (fun r => op_reshape_merge d n (F r)).
Proof. by move=> ds sc sn kcn; apply: rel_replicated_view => i; apply: in_bounds_merge_idx ds sc sn kcn. Qed.

End Reshape.

Section ReshapeRing.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Implicit Types (X : tensor) (F : nat -> tensor).

Lemma rule_reshape_split_partial P (a : R) d c n k s X F :
  d < size s -> nth 0%N s d = k -> k = (c * n)%N ->
  rel_partial_sum P a s X F ->
  rel_partial_sum P a (split_shape d c n s) (op_reshape_split d n X) (fun r => op_reshape_split d n (F r)).
Proof. by move=> ds sd kcn; apply: rel_partial_view => i; apply: in_bounds_split_idx ds sd kcn. Qed.

Lemma rule_reshape_merge_partial P (a : R) d c n k s X F :
  d.+1 < size s -> nth 0%N s d = c -> nth 0%N s d.+1 = n -> k = (c * n)%N ->
  rel_partial_sum P a s X F ->
  rel_partial_sum P a (merge_shape d k s) (op_reshape_merge d n X) (fun r => op_reshape_merge d n (F r)).
Proof. by move=> ds sc sn kcn; apply: rel_partial_view => i; apply: in_bounds_merge_idx ds sc sn kcn. Qed.

(* teq-respect, for the generic replicated lemmas of RulesLayout *)
Lemma resp_reshape_split d c n k s : d < size s -> nth 0%N s d = k -> k = (c * n)%N ->
  respects1 (@op_reshape_split R d n) s (split_shape d c n s).
Proof. by move=> ds sd kcn X X' H i ib; rewrite !op_reshape_splitE H // (in_bounds_split_idx ds sd kcn ib). Qed.

Lemma resp_reshape_merge d c n k s : d.+1 < size s -> nth 0%N s d = c -> nth 0%N s d.+1 = n -> k = (c * n)%N ->
  respects1 (@op_reshape_merge R d n) s (merge_shape d k s).
Proof.
by move=> ds sc sn kcn X X' H i ib; rewrite !op_reshape_mergeE H // (in_bounds_merge_idx ds sc sn kcn ib).
Qed.
End ReshapeRing.

(* ---------- a layout through the reshape, by any map ----------
   Merging d, d+1 with d laid out by g (any layout: strided, or one already
   merged) lays the merged dim out by [merge_map g n]; with d+1 laid out by
   g (local length n, SM length N = P * n), by [merge_inner_map N n g], and
   then the SM merges by N where the ranks merge by n.  The splits back are
   the inverses: transformers' MoE experts, whose [E; 2I; H] weights are
   read as [E; 2I * H] rows, laid out on 2I (packed_colwise) or on I
   (rowwise).  The contiguous merge above is the instance g = contig_map c. *)
Definition merge_map (g : nat -> nat -> nat) n := fun r u => g r (u %/ n) * n + u %% n.
Definition merge_inner_map N n (g : nat -> nat -> nat) := fun r u => u %/ n * N + g r (u %% n).
(* g takes member r's n positions into the SM's N *)
Definition map_below P n N (g : nat -> nat -> nat) := forall r u, r < P -> u < n -> g r u < N.
Lemma contig_map_below P c : map_below P c (P * c) (contig_map c).
Proof. by move=> r u rP uc; rewrite /contig_map rs_mul_lt. Qed.

Section MapReshape.
Variable T : Type.
Local Notation tensor := (seq nat -> T).
Implicit Types (X : tensor) (F : nat -> tensor).

(* The merged dim's map is any g' that agrees with merge_map g n on it:
   merge_map g n itself (erefl), or g when n = 1 (merge_map_unit). *)
Lemma rule_reshape_merge_map P d g g' c n k s X F :
  d.+1 < size s -> nth 0%N s d = c -> nth 0%N s d.+1 = n -> k = (c * n)%N ->
  (forall r u, r < P -> u < k -> g' r u = merge_map g n r u) ->
  rel_reindex P d g s X F ->
  rel_reindex P d g' (merge_shape d k s) (op_reshape_merge d n X)
    (fun r => op_reshape_merge d n (F r)).
Proof.
move=> ds sc sn kcn agree H r rP i ib.
have ib' := in_bounds_merge_idx ds sc sn kcn ib.
have d0 : (d < size s)%N by apply: ltn_trans ds.
have dsi : (d < size i)%N.
  by rewrite (in_bounds_size ib) /merge_shape size_del ?size_set_nth_lt // -ltnS prednK // (leq_ltn_trans _ ds).
have dd : (d < size (del d.+1 s))%N by rewrite size_del // -ltnS prednK // (leq_ltn_trans _ ds).
have ik : (nth 0 i d < k)%N.
  move: ib; rewrite /merge_shape rs_del_set_lt // => ib2.
  by have := @in_bounds_nth _ _ d ib2; rewrite size_set_nth_lt // nth_set_nth_eq; apply.
have n0 : (0 < n)%N by move: ik; rewrite kcn => /(leq_ltn_trans (leq0n _)); rewrite muln_gt0 => /andP[].
rewrite /reindex !op_reshape_mergeE H // agree //.
rewrite /reindex /merge_idx /merge_map nth_ins_lt ?size_set_nth_lt // nth_set_nth_eq.
rewrite !nth_set_nth_eq set_set_nth_eq -ins_set_lt ?size_set_nth_lt // set_set_nth_eq.
by rewrite divnMDl // modnMDl modn_mod (divn_small (ltn_pmod _ n0)) addn0.
Qed.

Lemma merge_map_unit P k (g : nat -> nat -> nat) r u : r < P -> u < k -> g r u = merge_map g 1 r u.
Proof. by rewrite /merge_map divn1 muln1 modn1 addn0. Qed.

Lemma rule_reshape_split_map P d g g' c n k s X F :
  d < size s -> nth 0%N s d = k -> k = (c * n)%N ->
  (forall r u, r < P -> u < k -> g' r u = merge_map g n r u) ->
  rel_reindex P d g' s X F ->
  rel_reindex P d g (split_shape d c n s) (op_reshape_split d n X)
    (fun r => op_reshape_split d n (F r)).
Proof.
move=> ds sd kcn agree H r rP i ib.
have sz : (d.+1 < size i)%N by rewrite (in_bounds_size ib) size_split_shape // ltnS ltnW.
have bn : (nth 0 i d.+1 < n)%N.
  have := @in_bounds_nth _ _ d.+1 ib; rewrite size_split_shape // nth_split_shape // (ltnNge d.+1 d) leqnSn (gtn_eqF (ltnSn d)) eqxx.
  by apply; rewrite ltnS.
have ac : (nth 0 i d < c)%N.
  have := @in_bounds_nth _ _ d ib; rewrite size_split_shape // nth_split_shape // ltnn eqxx.
  by apply; rewrite ltnW.
rewrite /reindex !op_reshape_splitE H ?(in_bounds_split_idx ds sd kcn ib) //.
rewrite /reindex /split_idx nth_del ltnSn /= !nth_set_nth_eq agree ?kcn ?rs_mul_lt //.
rewrite /merge_map nth_set_nth_ne ?ltn_eqF //.
rewrite set_set_nth_eq -rs_del_set_lt ?size_set_nth_lt ?(ltn_trans (ltnSn d) sz) // set_set_nth_eq.
have n0 : (0 < n)%N by apply: leq_ltn_trans bn.
by rewrite divnMDl // divn_small // addn0 modnMDl modn_small.
Qed.

Lemma rule_reshape_merge_inner P d g c n N k s X F :
  d.+1 < size s -> nth 0%N s d = c -> nth 0%N s d.+1 = n -> k = (c * n)%N ->
  N = (P * n)%N -> map_below P n (P * n) g ->
  rel_reindex P d.+1 g s X F ->
  rel_reindex P d (merge_inner_map N n g) (merge_shape d k s) (op_reshape_merge d N X)
    (fun r => op_reshape_merge d n (F r)).
Proof.
move=> ds sc sn kcn -> gN H r rP i ib.
have ib' := in_bounds_merge_idx ds sc sn kcn ib.
have d0 : (d < size s)%N by apply: ltn_trans ds.
have dsi : (d < size i)%N.
  by rewrite (in_bounds_size ib) /merge_shape size_del ?size_set_nth_lt // -ltnS prednK // (leq_ltn_trans _ ds).
have dd : (d < size (del d.+1 s))%N by rewrite size_del // -ltnS prednK // (leq_ltn_trans _ ds).
have n0 : (0 < n)%N.
  move: ib; rewrite /merge_shape rs_del_set_lt // => ib2.
  have := @in_bounds_nth _ _ d ib2; rewrite size_set_nth_lt // nth_set_nth_eq kcn.
  by move=> /(_ dd) /ltn_mul_gt0.
have gl := gN r (nth 0 i d %% n) rP (ltn_pmod _ n0).
have N0 : (0 < P * n)%N by apply: leq_ltn_trans gl.
rewrite /reindex !op_reshape_mergeE H //.
rewrite /reindex /merge_idx /merge_inner_map nth_ins ?size_set_nth_lt // ltnn eqxx.
rewrite set_nth_ins ?size_set_nth_lt // !nth_set_nth_eq set_set_nth_eq.
by rewrite divnMDl // modnMDl (divn_small gl) (modn_small gl) addn0.
Qed.

Lemma rule_reshape_split_inner P d g c n N k s X F :
  d < size s -> nth 0%N s d = k -> k = (c * n)%N ->
  rel_reindex P d (merge_inner_map N n g) s X F ->
  rel_reindex P d.+1 g (split_shape d c n s) (op_reshape_split d N X)
    (fun r => op_reshape_split d n (F r)).
Proof.
move=> ds sd kcn H r rP i ib.
have sz : (d.+1 < size i)%N by rewrite (in_bounds_size ib) size_split_shape // ltnS ltnW.
have bn : (nth 0 i d.+1 < n)%N.
  have := @in_bounds_nth _ _ d.+1 ib; rewrite size_split_shape // nth_split_shape // (ltnNge d.+1 d) leqnSn (gtn_eqF (ltnSn d)) eqxx.
  by apply; rewrite ltnS.
have n0 : (0 < n)%N by apply: leq_ltn_trans bn.
rewrite /reindex !op_reshape_splitE H ?(in_bounds_split_idx ds sd kcn ib) //.
rewrite /reindex /split_idx /merge_inner_map nth_del ltnSn /= !nth_set_nth_eq.
rewrite nth_set_nth_ne ?(gtn_eqF (ltnSn d)) //.
rewrite (divnMDl _ _ n0) (divn_small bn) addn0 (modnMDl _ _) (modn_small bn).
rewrite set_set_nth_comm ?(gtn_eqF (ltnSn d)) //.
have si : (d < size i)%N := ltn_trans (ltnSn d) sz.
rewrite del_set_nth_eq ?size_set_nth_lt // -(@rs_del_set_lt d.+1 d) ?size_set_nth_lt // set_set_nth_eq.
by rewrite (@rs_del_set_lt d.+1 d).
Qed.
End MapReshape.
