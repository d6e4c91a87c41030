(* Tensors as index functions with the shape kept beside them.
   [teq s A B]: A and B agree on every in-bounds index of shape s (a setoid
   equality; no functional extensionality).  Layout maps (shard, concat,
   zigzag, permutation) are all instances of [reindex]: rewrite one
   coordinate of the index through a nat -> nat map.                       *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- indices, shapes, setoid equality ---------- *)
Definition in_bounds (s i : seq nat) : bool :=
  (size i == size s) && all (fun k => nth 0 i k < nth 0 s k) (iota 0 (size s)).

Definition teq {T : Type} (s : seq nat) (A B : seq nat -> T) :=
  forall i, in_bounds s i -> A i = B i.

Lemma teq_refl T s (A : seq nat -> T) : teq s A A. Proof. by []. Qed.
Lemma teq_sym T s (A B : seq nat -> T) : teq s A B -> teq s B A.
Proof. by move=> H i /H. Qed.
Lemma teq_trans T s (A B C : seq nat -> T) : teq s A B -> teq s B C -> teq s A C.
Proof. by move=> H1 H2 i ib; rewrite H1 ?H2. Qed.
Lemma eqfun_teq T s (A B : seq nat -> T) : A =1 B -> teq s A B.
Proof. by move=> H i _. Qed.

Lemma in_boundsP s i : reflect
  (size i = size s /\ forall k, k < size s -> nth 0 i k < nth 0 s k) (in_bounds s i).
Proof.
apply: (iffP andP) => [[/eqP ? /allP H]|[-> H]]; split=> //.
- by move=> k ks; apply: H; rewrite mem_iota.
- by apply/allP => k; rewrite mem_iota => /H.
Qed.

Lemma in_bounds_size s i : in_bounds s i -> size i = size s.
Proof. by case/in_boundsP. Qed.

Lemma in_bounds_nth s i k : in_bounds s i -> k < size s -> nth 0 i k < nth 0 s k.
Proof. by case/in_boundsP => _; apply. Qed.

Lemma in_bounds_set_nth {s i d v w} : d < size s ->
  in_bounds s i -> v < w -> in_bounds (set_nth 0 s d w) (set_nth 0 i d v).
Proof.
move=> ds /in_boundsP[si H] vw; apply/in_boundsP.
rewrite !size_set_nth si (maxn_idPr ds); split=> // k ks.
by rewrite !nth_set_nth /=; case: eqP => // _; apply: H.
Qed.

(* Same shape, one coordinate changed to another in-range value. *)
Lemma in_bounds_set {s i d v} : d < size s -> in_bounds s i -> v < nth 0 s d ->
  in_bounds s (set_nth 0 i d v).
Proof.
move=> ds ib vs; have := in_bounds_set_nth ds ib vs.
by rewrite (_ : set_nth 0 s d (nth 0 s d) = s) //; apply: (@eq_from_nth _ 0);
  rewrite ?size_set_nth ?(maxn_idPr ds) // => k _; rewrite nth_set_nth /=; case: eqP => [->|].
Qed.

Lemma set_nth_id (i : seq nat) d : d < size i -> set_nth 0 i d (nth 0 i d) = i.
Proof.
move=> di; apply: (@eq_from_nth _ 0) => [|k _]; first by rewrite size_set_nth (maxn_idPr di).
by rewrite nth_set_nth /=; case: eqP => [->|].
Qed.

Lemma nth_set_nth_eq (i : seq nat) d v : nth 0 (set_nth 0 i d v) d = v.
Proof. by rewrite nth_set_nth /= eqxx. Qed.

Lemma nth_set_nth_ne (i : seq nat) d e v : d != e -> nth 0 (set_nth 0 i d v) e = nth 0 i e.
Proof. by rewrite nth_set_nth /= eq_sym => /negbTE->. Qed.

Lemma set_set_nth_eq (i : seq nat) d v w : set_nth 0 (set_nth 0 i d v) d w = set_nth 0 i d w.
Proof. by rewrite set_set_nth eqxx. Qed.

Lemma set_set_nth_comm (i : seq nat) d e v w : d != e ->
  set_nth 0 (set_nth 0 i d v) e w = set_nth 0 (set_nth 0 i e w) d v.
Proof. by move=> de; rewrite set_set_nth (negbTE de). Qed.

Lemma size_set_nth_lt (i : seq nat) d v : d < size i -> size (set_nth 0 i d v) = size i.
Proof. by move=> di; rewrite size_set_nth (maxn_idPr di). Qed.

Lemma ltn_mul_gt0 {t a b} : t < a * b -> 0 < b.
Proof. by case: b => [|b]; rewrite ?muln0 ?ltn0. Qed.

Lemma divmodnK c q m : m < c -> ((q * c + m) %/ c = q) * ((q * c + m) %% c = m).
Proof.
by move=> mc; rewrite divnMDl ?(leq_ltn_trans _ mc) // divn_small // addn0 modnMDl modn_small.
Qed.

(* ---------- reindexing one coordinate ---------- *)
Section Reindex.
Variable T : Type.
Implicit Types (X : seq nat -> T) (F : nat -> seq nat -> T).

Definition reindex d (g : nat -> nat) X : seq nat -> T :=
  fun i => X (set_nth 0 i d (g (nth 0 i d))).

(* contiguous shard r (chunk c) along dim d *)
Definition shard d c r X := reindex d (fun t => r * c + t) X.

(* concat of a rank family along d, chunk c (inverse of shard) *)
Definition concat d c F : seq nat -> T :=
  fun i => F (nth 0 i d %/ c) (set_nth 0 i d (nth 0 i d %% c)).

Lemma reindex_id d X s : d < size s -> teq s (reindex d id X) X.
Proof. by move=> ds i ib; rewrite /reindex set_nth_id // (in_bounds_size ib). Qed.

Lemma reindexA d g h X : reindex d g (reindex d h X) =1 reindex d (h \o g) X.
Proof. by move=> i; rewrite /reindex nth_set_nth_eq set_set_nth_eq. Qed.

(* views along different dims commute (pointwise, no shape needed) *)
Lemma reindexC d e g h X : d != e ->
  reindex d g (reindex e h X) =1 reindex e h (reindex d g X).
Proof.
move=> de i; rewrite /reindex !nth_set_nth_ne // 1?eq_sym //.
by rewrite set_set_nth_comm.
Qed.

Lemma reindex_teq d g s X Y : teq s X Y -> d < size s ->
  (forall t, t < nth 0 s d -> g t < nth 0 s d) -> teq s (reindex d g X) (reindex d g Y).
Proof. by move=> H ds hg i ib; apply: H; apply: in_bounds_set ds ib (hg _ (in_bounds_nth ib ds)). Qed.

(* a view whose map lands in range w transports teq from the global shape *)
Lemma reindex_teq_glob d g s w X Y : teq (set_nth 0 s d w) X Y -> d < size s ->
  (forall t, t < nth 0 s d -> g t < w) -> teq s (reindex d g X) (reindex d g Y).
Proof.
move=> H ds hg i ib; apply: H.
exact: in_bounds_set_nth ds ib (hg _ (in_bounds_nth ib ds)).
Qed.

Lemma shard_lt P c r t : r < P -> t < c -> r * c + t < P * c.
Proof.
move=> rP tc; apply: (@leq_trans (r.+1 * c)); first by rewrite mulSnr ltn_add2l.
by rewrite leq_mul2r rP orbT.
Qed.

(* an index x of rank i's shard (dim d of length c of a dim P * c), moved to
   its global position on d, is an index of the whole tensor *)
Lemma in_bounds_shard s d c P i x : d < size s -> nth 0 s d = P * c -> i < P ->
  in_bounds (set_nth 0 s d c) x -> in_bounds s (set_nth 0 x d (i * c + nth 0 x d)).
Proof.
move=> ds sd iP xb; have dsz : d < size (set_nth 0 s d c) by rewrite size_set_nth_lt.
have xc : nth 0 x d < c by have := in_bounds_nth xb dsz; rewrite nth_set_nth_eq.
by have := in_bounds_set_nth dsz xb (shard_lt iP xc); rewrite set_set_nth_eq -sd set_nth_id.
Qed.

(* 1. gathering contiguous shards reconstructs the tensor *)
Lemma concat_shard s d c P X F : d < size s -> nth 0 s d = P * c ->
  (forall r, r < P -> teq (set_nth 0 s d c) (F r) (shard d c r X)) ->
  teq s (concat d c F) X.
Proof.
move=> ds sd HF i ib; have ti : nth 0 i d < P * c by rewrite -sd (in_bounds_nth ib ds).
have c0 := ltn_mul_gt0 ti.
rewrite /concat (HF _ _ _ (in_bounds_set_nth ds ib (ltn_pmod _ c0))); last by rewrite ltn_divLR.
by rewrite /shard /reindex nth_set_nth_eq set_set_nth_eq -divn_eq set_nth_id // (in_bounds_size ib).
Qed.

(* 2. sharding a concatenation gives back each member *)
Lemma shard_concat s d c r F : d < size s ->
  teq (set_nth 0 s d c) (shard d c r (concat d c F)) (F r).
Proof.
move=> ds i ib; have lc : nth 0 i d < c.
  by have := in_bounds_nth ib (_ : d < size (set_nth 0 s d c)); rewrite nth_set_nth_eq size_set_nth_lt //; apply.
rewrite /shard /reindex /concat nth_set_nth_eq set_set_nth_eq !(divmodnK r lc).
by rewrite set_nth_id // (in_bounds_size ib) size_set_nth_lt.
Qed.

(* two mesh axes sharding one dim, outer axis first: shard of a shard *)
Lemma shard_shard d c P2 r1 r2 X :
  shard d c r2 (shard d (P2 * c) r1 X) =1 shard d c (r1 * P2 + r2) X.
Proof.
move=> i; rewrite /shard reindexA /reindex /=.
by rewrite mulnDl addnA mulnA.
Qed.

Lemma shardC d e c c' r r' X : d != e ->
  shard d c r (shard e c' r' X) =1 shard e c' r' (shard d c r X).
Proof. exact: reindexC. Qed.
End Reindex.

(* ---------- zigzag layout: 2P chunks of c, rank r owns r and 2P-1-r ---------- *)
Section Zigzag.
Variables P c : nat.

Definition zz_owner t := if t %/ c < P then t %/ c else 2 * P - 1 - t %/ c.
Definition zz_local t := (if t %/ c < P then 0 else c) + t %% c.
Definition zz_glob r l := if l < c then r * c + l else (2 * P - 1 - r) * c + (l - c).

Lemma mirrorK j : j < 2 * P -> 2 * P - 1 - (2 * P - 1 - j) = j.
Proof. by move=> jP; rewrite subKn // subn1 -ltnS prednK // (leq_ltn_trans _ jP). Qed.

Lemma mirror_lt j : j < 2 * P -> P <= j -> 2 * P - 1 - j < P.
Proof. by move=> jP Pj; rewrite -subnDA add1n ltn_subLR // mul2n -addnn ltn_add2r ltnS. Qed.

Lemma mirror_ge r : r < P -> P <= 2 * P - 1 - r.
Proof.
move=> rP; rewrite -subnDA add1n mul2n -addnn leq_subRL ?leq_add2r //.
by rewrite (leq_trans rP) ?leq_addr.
Qed.

Lemma zz_owner_lt t : t < 2 * P * c -> zz_owner t < P.
Proof.
move=> tP; rewrite /zz_owner; case: (ltnP (t %/ c) P) => // /mirror_lt-> //.
by rewrite ltn_divLR // (ltn_mul_gt0 tP).
Qed.

Lemma zz_local_lt t : t < 2 * P * c -> zz_local t < 2 * c.
Proof.
move=> /ltn_mul_gt0/(ltn_pmod t) mc; rewrite /zz_local mul2n -addnn.
by case: ifP => _; rewrite ?add0n ?ltn_add2l // (leq_trans mc) ?leq_addr.
Qed.

Lemma zz_globK t : t < 2 * P * c -> zz_glob (zz_owner t) (zz_local t) = t.
Proof.
move=> tP; have c0 := ltn_mul_gt0 tP; have mc := ltn_pmod t c0.
have jP : t %/ c < 2 * P by rewrite ltn_divLR.
rewrite /zz_glob /zz_owner /zz_local [RHS](divn_eq t c); case: (ltnP (t %/ c) P) => _.
  by rewrite add0n mc.
by rewrite ltnNge leq_addr /= mirrorK // addKn.
Qed.

Lemma zz_glob_divmod r l : l < 2 * c ->
  (zz_glob r l %/ c = if l < c then r else 2 * P - 1 - r) *
  (zz_glob r l %% c = if l < c then l else l - c).
Proof.
move=> l2c; rewrite /zz_glob; case: (ltnP l c) => lc; first by rewrite !(divmodnK _ lc).
have lc' : l - c < c by rewrite ltn_subLR // addnn -mul2n.
by rewrite !(divmodnK _ lc').
Qed.

Lemma zz_glob_lt r l : r < P -> l < 2 * c -> zz_glob r l < 2 * P * c.
Proof.
move=> rP l2c; have c0 : 0 < c by rewrite -(ltn_pmul2l (isT : 0 < 2)) (leq_ltn_trans _ l2c).
rewrite -ltn_divLR // zz_glob_divmod //; case: ifP => _.
  by rewrite (leq_trans rP) // mul2n -addnn leq_addr.
by rewrite -subnDA add1n ltn_subrL muln_gt0 (leq_ltn_trans _ rP).
Qed.

Lemma zz_owner_glob r l : r < P -> l < 2 * c -> zz_owner (zz_glob r l) = r.
Proof.
move=> rP l2c; rewrite /zz_owner !zz_glob_divmod //; case: (ltnP l c) => _; first by rewrite rP.
by rewrite ltnNge mirror_ge //= mirrorK // (leq_trans rP) // mul2n -addnn leq_addr.
Qed.

Lemma zz_local_glob r l : r < P -> l < 2 * c -> zz_local (zz_glob r l) = l.
Proof.
move=> rP l2c; rewrite /zz_local !zz_glob_divmod //; case: (ltnP l c) => lc; first by rewrite rP.
by rewrite ltnNge mirror_ge //= subnKC.
Qed.

(* zigzag view of rank r along dim d, and its inverse (gather of the family) *)
Definition zz_view {T} d r (X : seq nat -> T) := reindex d (zz_glob r) X.
Definition zz_concat {T} d (F : nat -> seq nat -> T) : seq nat -> T :=
  fun i => F (zz_owner (nth 0 i d)) (set_nth 0 i d (zz_local (nth 0 i d))).

Lemma zz_concat_view T s d X (F : nat -> seq nat -> T) :
  d < size s -> nth 0 s d = 2 * P * c ->
  (forall r, r < P -> teq (set_nth 0 s d (2 * c)) (F r) (zz_view d r X)) ->
  teq s (zz_concat d F) X.
Proof.
move=> ds sd HF i ib; have ti : nth 0 i d < 2 * P * c by rewrite -sd (in_bounds_nth ib ds).
rewrite /zz_concat HF ?zz_owner_lt //; last exact: in_bounds_set_nth ds ib (zz_local_lt ti).
by rewrite /zz_view /reindex nth_set_nth_eq set_set_nth_eq zz_globK // set_nth_id // (in_bounds_size ib).
Qed.

Lemma zz_view_concat T s d r (F : nat -> seq nat -> T) : d < size s -> r < P ->
  teq (set_nth 0 s d (2 * c)) (zz_view d r (zz_concat d F)) (F r).
Proof.
move=> ds rP i ib; have lc : nth 0 i d < 2 * c.
  by have := in_bounds_nth ib (_ : d < size (set_nth 0 s d (2 * c))); rewrite nth_set_nth_eq size_set_nth_lt //; apply.
rewrite /zz_view /reindex /zz_concat nth_set_nth_eq set_set_nth_eq zz_owner_glob // zz_local_glob //.
by rewrite set_nth_id // (in_bounds_size ib) size_set_nth_lt.
Qed.
End Zigzag.

(* ---------- finite sums over shards ---------- *)
Section Sums.
Variable R : comRingType.
Local Open Scope ring_scope.

Lemma sum_shards (n p : nat) (f : nat -> R) :
  \sum_(0 <= k < p * n) f k = \sum_(0 <= r < p) \sum_(0 <= j < n) f (r * n + j)%N.
Proof.
elim: p => [|p IH]; first by rewrite mul0n !big_geq.
rewrite big_nat_recr //= -IH mulSn addnC.
rewrite (@big_cat_nat _ _ _ (p * n)%N) ?leq_addr //=; congr (_ + _).
rewrite -{1}[(p * n)%N]add0n big_addn addKn.
by apply: eq_bigr => j _; rewrite addnC.
Qed.

End Sums.
