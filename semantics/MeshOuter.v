(* Multi-axis meshes: one dim split by two mesh axes AGAINST the mesh order,
   and the outer-axis collectives that produce / consume that layout (FSDP
   over TP on a (dp, tp) mesh).

   DTensor placements [tp: shard(d)][dp: shard(d)] (placements on one dim
   apply in list order): tp splits dim d into Q chunks of P * c, then dp
   splits each tp chunk into P chunks of c.  Rank (i, j) (outer coordinate i
   on the P-axis, inner j on the Q-axis) holds SM positions
     j * (P * c) + i * c + t      (t < c).
   In rel_nest (outer axis first) this is: the outer view Y i (what the ranks
   with outer coordinate i hold together, Q * c positions) is the STRIDED
   view [strided_map P c i] of X, and the inner axis is the ordinary
   contiguous shard (chunk c) of Y i:
     rel_nest P (rel_strided_shard P d c sv) (rel_axis (rel_contiguous_shard Q d c sl)).

   Lemmas (generic in P, Q, d, c and the other dims):
   - [nest_gather_strided]: all_gather along the outer axis (chunk c) of that
     layout: the outer level becomes replicated, the inner one the contiguous
     shard with chunk P * c (FSDP's forward all-gather of a TP-sharded weight).
   - [nest_reduce_scatter_strided]: reduce_scatter along the outer axis
     (chunk c) of partial sums (scale 1) over a contiguous inner shard of
     chunk P * c: gives the strided layout back (FSDP's gradient
     reduce-scatter).
   Shape side conditions are nat equations (cv = Q * c, ...) stated on
   explicit arguments, so a generated proof supplies the rendered dims and
   closes them with [ring] (ssrnat's nat_ring_ssr).                         *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- the strided view ---------- *)
Section Strided.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

(* outer member i's view: its position q * c + t (inner chunk q, offset t)
   is SM position q * (P * c) + (i * c + t) *)
Definition strided_map P c := fun i u => u %/ c * (P * c) + (i * c + u %% c).
Definition rel_strided_shard P d c s (X : tensor) (F : nat -> tensor) :=
  rel_reindex P d (strided_map P c) s X F.

Lemma strided_mapE P c i q t : t < c -> strided_map P c i (q * c + t) = q * (P * c) + (i * c + t).
Proof. by move=> tc; rewrite /strided_map !(divmodnK q tc). Qed.
End Strided.

(* layout views are linear (an inner level under an outer all_reduce) *)
Lemma lin_strided_shard (R : comRingType) P d c s : lin (@rel_strided_shard R P d c s).
Proof. exact: lin_reindex. Qed.

(* ---------- shapes that differ in one dim ---------- *)
Lemma nth_bound s d w i : d < size s -> in_bounds (set_nth 0 s d w) i -> nth 0 i d < w.
Proof.
move=> ds ib; have dS : d < size (set_nth 0 s d w) by rewrite size_set_nth_lt.
by have := in_bounds_nth ib dS; rewrite nth_set_nth_eq.
Qed.

Lemma in_bounds_reshape s d w w' i v : d < size s ->
  in_bounds (set_nth 0 s d w) i -> v < w' -> in_bounds (set_nth 0 s d w') (set_nth 0 i d v).
Proof.
move=> ds ib vw; have dS : d < size (set_nth 0 s d w) by rewrite size_set_nth_lt.
by have := in_bounds_set_nth dS ib vw; rewrite set_set_nth_eq.
Qed.

(* ---------- outer-axis all_gather of the strided layout ---------- *)
Section Gather.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

Lemma reindex_at d g (X : tensor) i : reindex d g X i = X (set_nth 0 i d (g (nth 0 i d))).
Proof. by []. Qed.

Lemma nest_gather_strided P Q d c cv cg s :
  d < size s -> cv = Q * c -> cg = P * c ->
  forall sx (X : tensor) G,
    rel_nest P (rel_strided_shard P d c (set_nth 0 s d cv))
      (rel_axis (rel_contiguous_shard Q d c (set_nth 0 s d c))) X G ->
    rel_nest P (rel_replicated P sx)
      (rel_axis (rel_contiguous_shard Q d cg (set_nth 0 s d cg))) X
      (coll 0 (fun F _ => op_all_gather d c F) G).
Proof.
move=> ds -> -> sx X G [Y [HX HY]]; exists (fun _ => X); split=> [r _ v _ //|i iP j jQ v vb].
have vd := nth_bound ds vb; have c0 := ltn_mul_gt0 vd.
have tc : nth 0 v d %% c < c by rewrite ltn_pmod.
have mP : nth 0 v d %/ c < P by rewrite ltn_divLR.
rewrite /coll /op_all_gather /concat /=.
rewrite (HY _ mP j jQ _ (in_bounds_reshape ds vb tc)) reindex_at nth_set_nth_eq set_set_nth_eq.
rewrite (HX _ mP _ (in_bounds_reshape ds vb (shard_lt jQ tc))) reindex_at nth_set_nth_eq set_set_nth_eq.
by rewrite strided_mapE // reindex_at /contig_map [in RHS](divn_eq (nth 0 v d) c).
Qed.
End Gather.

(* ---------- outer-axis reduce_scatter back to the strided layout ---------- *)
Section ReduceScatter.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

Lemma nest_reduce_scatter_strided P Q d c cg cx s :
  d < size s -> cg = P * c -> cx = Q * cg ->
  forall sv (X : tensor) G,
    rel_nest P (rel_partial_sum P 1%R (set_nth 0 s d cx))
      (rel_axis (rel_contiguous_shard Q d cg (set_nth 0 s d cg))) X G ->
    rel_nest P (rel_strided_shard P d c sv)
      (rel_axis (rel_contiguous_shard Q d c (set_nth 0 s d c))) X
      (coll 0 (fun F r => op_reduce_scatter d c P F r) G).
Proof.
move=> ds -> -> sv X G [Y [HX HY]].
exists (fun i => reindex d (strided_map P c i) X); split=> [r _ v _ //|i iP j jQ v vb].
have tc := nth_bound ds vb.
have ic : i * c + nth 0 v d < P * c by rewrite shard_lt.
rewrite /coll /op_reduce_scatter /shard /op_all_reduce /= reindex_at.
rewrite (eq_big_nat _ _ (fun m mP => HY m (andP mP).2 j jQ _ (in_bounds_reshape ds vb ic))).
rewrite /reindex !nth_set_nth_eq !set_set_nth_eq /contig_map.
by rewrite -(HX _ (in_bounds_reshape ds vb (shard_lt jQ ic))) strided_mapE.
Qed.
End ReduceScatter.

