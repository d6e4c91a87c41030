(* A scaled relation: PyTorch's data-parallel gradients.

   Each dp rank differentiates the mean of its OWN batch shard (scale
   1 / n, n its local token count) where the SM differentiates the global
   mean (1 / N, N = P * n), and FSDP / DDP average afterwards (Partial(avg):
   a reduce_scatter or all_reduce scaled by 1 / P). Between the two, the PM
   is related to P times the SM value:

     rel_scaled k Rl X F := Rl (op_scale k X) F.

   - Entering (the loss seed, [scaled_seed]): the PM scale 1 / n against the
     SM's 1 / N is the SM's times P, when P is invertible in R ([nat_nz]:
     a hypothesis of every statement that uses it, never assumed).
   - Carrying ([scaled_map]): an op whose SM denotation is homogeneous in
     its scaled inputs ([hom_*]: f (k X) = k (f X)) maps a scaled relation
     to a scaled relation by its ordinary rule applied to the SM value
     k * X, once the output relation respects pointwise equality of the SM
     value ([resp_*]); a collective or a helper (SM side the identity) needs
     no homogeneity at all: its rule applied at k * X is the scaled rule.
   - Leaving ([nest_reduce_scatter_avg_rep], [nest_reduce_scatter_avg_mid]):
     the reduce_scatter with scale 1 / P over the outer (dp) axis of P times
     a partial sum is the plain contiguous shard, P invertible; over a tp
     shard of the same dim, the strided layout
     ([nest_reduce_scatter_avg_strided]).          *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules Mesh MeshOuter AttentionBackward.
From TV Require Import RulesVocab RulesReplicatedLoss Permute RulesReduceScatterMid.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- the relation transformer and SM-side extensionality ---------- *)
Section Scaled.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* the ranks hold (per Rl) k times the SM value X *)
Definition rel_scaled {G : Type} (k : R) (Rl : tensor -> G -> Prop) (X : tensor) (F : G) :=
  Rl (op_scale k X) F.

(* a relation that reads the SM value only through its entries *)
Definition resp {G : Type} (Rl : tensor -> G -> Prop) :=
  forall (X Y : tensor) F, Rl X F -> X =1 Y -> Rl Y F.

Lemma resp_replicated P s : resp (rel_replicated P s).
Proof. by move=> X Y F H XY r rP i ib; rewrite H // XY. Qed.

Lemma resp_reindex P d g s : resp (rel_reindex P d g s).
Proof. by move=> X Y F H XY r rP i ib; rewrite H // /reindex XY. Qed.

Lemma resp_partial_sum P k s : resp (rel_partial_sum P k s).
Proof. by move=> X Y F H XY i ib; rewrite -XY H. Qed.

Lemma resp_strided_shard P d c s : resp (rel_strided_shard P d c s).
Proof. exact: resp_reindex. Qed.

(* a nested relation reads the SM value only at its outer level *)
Lemma resp_nest P (Ro : tensor -> (nat -> tensor) -> Prop) (Mi : tensor -> (seq nat -> tensor) -> Prop) :
  resp Ro -> resp (rel_nest P Ro Mi).
Proof. by move=> Hr X Y G [Z [HX HZ]] XY; exists Z; split=> //; apply: Hr XY. Qed.

(* a one-axis mesh's relation is its one level *)
Lemma resp_axis (Ri : tensor -> (nat -> tensor) -> Prop) : resp Ri -> resp (rel_axis Ri).
Proof. by move=> Hr X Y G HX XY; apply: Hr XY. Qed.

(* the generic lifting: the ordinary rule's conclusion about the SM value
   computed from the scaled inputs, Y, is the scaled conclusion about Z
   when Y = k * Z pointwise (the op's homogeneity) *)
Lemma scaled_map {G : Type} (Ro : tensor -> G -> Prop) k (Y Z : tensor) (F : G) :
  resp Ro -> Y =1 op_scale k Z -> Ro Y F -> rel_scaled k Ro Z F.
Proof. by move=> Hr YZ HY; apply: Hr HY YZ. Qed.

(* P invertible in R: the exact arithmetic of an average over P ranks *)
Definition nat_nz (P : nat) := (P%:R : R) != 0.
End Scaled.

(* ---------- homogeneity of the ops in their gradient input ---------- *)
Section Hom.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Implicit Types (k : R) (X Y A B : tensor).

Lemma hom_add k X Y : op_add (op_scale k X) (op_scale k Y) =1 op_scale k (op_add X Y).
Proof. by move=> i; rewrite /op_add /op_scale mulrDr. Qed.

Lemma hom_sub k X Y : op_sub (op_scale k X) (op_scale k Y) =1 op_scale k (op_sub X Y).
Proof. by move=> i; rewrite /op_sub /op_scale mulrBr. Qed.

Lemma hom_mul_l k X Y : op_mul (op_scale k X) Y =1 op_scale k (op_mul X Y).
Proof. by move=> i; rewrite /op_mul /op_scale mulrA. Qed.

Lemma hom_mul_r k X Y : op_mul X (op_scale k Y) =1 op_scale k (op_mul X Y).
Proof. by move=> i; rewrite /op_mul /op_scale mulrCA. Qed.

Lemma hom_neg k X : op_neg (op_scale k X) =1 op_scale k (op_neg X).
Proof. by move=> i; rewrite /op_neg /op_scale mulrN. Qed.

Lemma hom_scale k c X : op_scale c (op_scale k X) =1 op_scale k (op_scale c X).
Proof. by move=> i; rewrite /op_scale mulrCA. Qed.

Lemma hom_matmul_l k n A B : op_matmul n (op_scale k A) B =1 op_scale k (op_matmul n A B).
Proof.
by move=> i; rewrite /op_matmul /op_scale mulr_sumr; apply: eq_bigr => j _; rewrite mulrA.
Qed.

Lemma hom_matmul_r k n A B : op_matmul n A (op_scale k B) =1 op_scale k (op_matmul n A B).
Proof.
by move=> i; rewrite /op_matmul /op_scale mulr_sumr; apply: eq_bigr => j _; rewrite mulrCA.
Qed.

Lemma hom_batched_matmul_l k n A B :
  op_batched_matmul n (op_scale k A) B =1 op_scale k (op_batched_matmul n A B).
Proof.
by move=> i; rewrite /op_batched_matmul /op_scale mulr_sumr; apply: eq_bigr => j _; rewrite mulrA.
Qed.

Lemma hom_batched_matmul_r k n A B :
  op_batched_matmul n A (op_scale k B) =1 op_scale k (op_batched_matmul n A B).
Proof.
by move=> i; rewrite /op_batched_matmul /op_scale mulr_sumr; apply: eq_bigr => j _; rewrite mulrCA.
Qed.

(* layout ops read the tensor at other indices: homogeneous by conversion *)
Lemma hom_transpose k d e X : op_transpose d e (op_scale k X) =1 op_scale k (op_transpose d e X).
Proof. by []. Qed.
Lemma hom_permute k p X : op_permute p (op_scale k X) =1 op_scale k (op_permute p X).
Proof. by []. Qed.
Lemma hom_slice k d o X : op_slice d o (op_scale k X) =1 op_scale k (op_slice d o X).
Proof. by []. Qed.
Lemma hom_broadcast k d X : op_broadcast d (op_scale k X) =1 op_scale k (op_broadcast d X).
Proof. by []. Qed.
Lemma hom_reshape_merge k d n X : op_reshape_merge d n (op_scale k X) =1 op_scale k (op_reshape_merge d n X).
Proof. by []. Qed.
Lemma hom_reshape_split k d n X : op_reshape_split d n (op_scale k X) =1 op_scale k (op_reshape_split d n X).
Proof. by []. Qed.

Lemma hom_concat k d n X Y : op_concat d n (op_scale k X) (op_scale k Y) =1 op_scale k (op_concat d n X Y).
Proof. by move=> i; rewrite /op_concat /op_scale; case: ifP. Qed.

Lemma hom_reduce_sum k d n X : op_reduce_sum d n (op_scale k X) =1 op_scale k (op_reduce_sum d n X).
Proof. by move=> i; rewrite /op_reduce_sum /op_scale mulr_sumr. Qed.

Lemma hom_silu_grad k f X Y : op_silu_grad f (op_scale k Y) X =1 op_scale k (op_silu_grad f Y X).
Proof. by move=> i; rewrite /op_silu_grad /op_scale -mulrA. Qed.

Lemma hom_embedding_backward_off k off N ids Y :
  op_embedding_backward_off off N ids (op_scale k Y) =1 op_scale k (op_embedding_backward_off off N ids Y).
Proof.
move=> i; rewrite /op_embedding_backward_off /op_scale mulr_sumr.
by apply: eq_bigr => t _; case: ifP; rewrite ?mulr0.
Qed.

Lemma hom_scatter_add k d n idx Y :
  op_scatter_add d n idx (op_scale k Y) =1 op_scale k (op_scatter_add d n idx Y).
Proof.
move=> i; rewrite /op_scatter_add /op_scale mulr_sumr.
by apply: eq_bigr => j _; case: ifP; rewrite ?mulr0.
Qed.

Lemma hom_embedding_backward_off2 k off nb N ids Y :
  op_embedding_backward_off2 off nb N ids (op_scale k Y) =1
  op_scale k (op_embedding_backward_off2 off nb N ids Y).
Proof.
move=> i; rewrite /op_embedding_backward_off2 /op_scale mulr_sumr.
apply: eq_bigr => b _; rewrite mulr_sumr.
by apply: eq_bigr => t _; case: ifP; rewrite ?mulr0.
Qed.
End Hom.

Section HomField.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Implicit Types (k : R) (X Y W Z A : tensor).

Lemma rowsum_scale k n (x : nat -> R) : rowsum n (fun j => k * x j) = k * rowsum n x.
Proof. by rewrite /rowsum mulr_sumr. Qed.

Lemma rowsum_scale3 k n (f g h : nat -> R) :
  rowsum n (fun j => k * f j * g j * h j) = k * rowsum n (fun j => f j * g j * h j).
Proof. by rewrite /rowsum mulr_sumr; apply: eq_bigr => j _; rewrite !mulrA. Qed.

Lemma hom_reduce_mean k d n X : op_reduce_mean d n (op_scale k X) =1 op_scale k (op_reduce_mean d n X).
Proof. by move=> i; rewrite /op_reduce_mean hom_reduce_sum /op_scale mulrCA. Qed.

Lemma hom_div_l k X Y : op_div (op_scale k X) Y =1 op_scale k (op_div X Y).
Proof. by move=> i; rewrite /op_div /op_scale mulrA. Qed.

Lemma hom_rmsnorm_backward k rsqrt n eps W X Y :
  op_rmsnorm_backward rsqrt n eps W X (op_scale k Y) =1 op_scale k (op_rmsnorm_backward rsqrt n eps W X Y).
Proof.
move=> i; rewrite /op_rmsnorm_backward /op_scale /= mulrBr rowsum_scale3.
have kC a b : a * (k * b) = k * (a * b) by rewrite mulrCA.
by rewrite !kC.
Qed.

Lemma hom_rmsnorm_backward_w k rsqrt n N eps X Y :
  op_rmsnorm_backward_w rsqrt n N eps X (op_scale k Y) =1 op_scale k (op_rmsnorm_backward_w rsqrt n N eps X Y).
Proof.
by move=> i; rewrite /op_rmsnorm_backward_w /op_scale mulr_sumr; apply: eq_bigr => t _; rewrite !mulrA.
Qed.

Lemma hom_rmsnorm_backward_w3 k rsqrt n B N eps X Y :
  op_rmsnorm_backward_w3 rsqrt n B N eps X (op_scale k Y) =1
  op_scale k (op_rmsnorm_backward_w3 rsqrt n B N eps X Y).
Proof.
move=> i; rewrite /op_rmsnorm_backward_w3 /op_scale mulr_sumr; apply: eq_bigr => b _.
by rewrite mulr_sumr; apply: eq_bigr => t _; rewrite !mulrA.
Qed.

Lemma hom_cross_entropy_backward k exp V Z (labels : seq nat -> nat) Y :
  op_cross_entropy_backward exp V Z labels (op_scale k Y) =1
  op_scale k (op_cross_entropy_backward exp V Z labels Y).
Proof. by move=> i; rewrite /op_cross_entropy_backward /op_scale -mulrA. Qed.

(* scaled dot-product attention's backward is linear in dO *)
Lemma scale_eq k X Y : X =1 Y -> op_scale k X =1 op_scale k Y.
Proof. by move=> H i; rewrite /op_scale H. Qed.

Lemma batched_matmul_eq_l n A A' B : A =1 A' -> op_batched_matmul n A B =1 op_batched_matmul n A' B.
Proof. by move=> H i; apply: eq_bigr => j _; rewrite H. Qed.

Lemma batched_matmul_eq_r n A B B' : B =1 B' -> op_batched_matmul n A B =1 op_batched_matmul n A B'.
Proof. by move=> H i; apply: eq_bigr => j _; rewrite H. Qed.

Lemma transpose_last_eq X Y : X =1 Y -> transpose_last X =1 transpose_last Y.
Proof. by move=> H i; rewrite /transpose_last /op_transpose H. Qed.

Lemma kv_sum_eq g X Y : X =1 Y -> kv_sum g X =1 kv_sum g Y.
Proof. by move=> H i; apply: eq_bigr => h _; rewrite H. Qed.

Lemma kv_sum_scale k g X : kv_sum g (op_scale k X) =1 op_scale k (kv_sum g X).
Proof. by move=> i; rewrite /kv_sum /op_scale mulr_sumr. Qed.

Lemma hom_softmax_backward k n Y dY :
  op_softmax_backward n Y (op_scale k dY) =1 op_scale k (op_softmax_backward n Y dY).
Proof.
move=> i; rewrite /op_softmax_backward /op_scale.
have -> : rowsum n (fun j => Y (row_at i j) * (k * dY (row_at i j))) =
          k * rowsum n (fun j => Y (row_at i j) * dY (row_at i j)).
  by rewrite /rowsum mulr_sumr; apply: eq_bigr => j _; rewrite mulrCA.
by rewrite -mulrBr mulrCA.
Qed.

Section Sdpa.
Variables (exp : R -> R) (Nq Nk Dh Dv g : nat) (sc : R) (M : seq nat -> bool) (Q K V : tensor).

Lemma hom_sdpa_dS k dO :
  sdpa_dS exp Nk Dh Dv sc g M Q K V (op_scale k dO) =1 op_scale k (sdpa_dS exp Nk Dh Dv sc g M Q K V dO).
Proof.
move=> i; rewrite /sdpa_dS -hom_softmax_backward /op_softmax_backward /sdpa_dP.
by rewrite (hom_batched_matmul_l k Dv dO) /rowsum; congr (_ * (_ - _));
  apply: eq_bigr => j _; rewrite (hom_batched_matmul_l k Dv dO).
Qed.

Lemma hom_sdpa_backward_dq k dO :
  op_sdpa_backward_dq exp Nq Nk Dh Dv sc g M Q K V (op_scale k dO) =1
  op_scale k (op_sdpa_backward_dq exp Nq Nk Dh Dv sc g M Q K V dO).
Proof.
move=> i; rewrite /op_sdpa_backward_dq.
rewrite (scale_eq sc (batched_matmul_eq_l Nk (kv_expand g K) (hom_sdpa_dS k dO)) i).
by rewrite (scale_eq sc (hom_batched_matmul_l k Nk _ _) i) hom_scale.
Qed.

Lemma hom_sdpa_backward_dk k dO :
  op_sdpa_backward_dk exp Nq Nk Dh Dv sc g M Q K V (op_scale k dO) =1
  op_scale k (op_sdpa_backward_dk exp Nq Nk Dh Dv sc g M Q K V dO).
Proof.
move=> i; rewrite /op_sdpa_backward_dk -kv_sum_scale; apply: kv_sum_eq => {}i.
rewrite (scale_eq sc (batched_matmul_eq_l Nq Q (transpose_last_eq (hom_sdpa_dS k dO))) i).
by rewrite hom_scale; apply: scale_eq => {}i; rewrite -hom_batched_matmul_l.
Qed.

Lemma hom_sdpa_backward_dv k dO :
  op_sdpa_backward_dv exp Nq Nk Dh Dv sc g M Q K V (op_scale k dO) =1
  op_scale k (op_sdpa_backward_dv exp Nq Nk Dh Dv sc g M Q K V dO).
Proof.
move=> i; rewrite /op_sdpa_backward_dv -kv_sum_scale; apply: kv_sum_eq => {}i.
exact: hom_batched_matmul_r.
Qed.
End Sdpa.
End HomField.

(* ---------- entering: the loss seed ---------- *)
Section Seed.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* the PM's a / n is P times the SM's a / N, N = P * n, P invertible *)
Lemma scaled_seed P N n (a : R) (X : tensor) : nat_nz R P -> N = (P * n)%N ->
  op_scale (a / n%:R) X =1 op_scale P%:R (op_scale (a / N%:R) X).
Proof.
move=> nz -> i; rewrite /op_scale mulrA; congr (_ * _).
by rewrite natrM invfM mulrCA mulVKf.
Qed.
(* the rule: any relation Ro that reads the SM value through its entries,
   established for the PM's factor on both sides, is the scaled relation
   rel_scaled P for the SM's factor *)
Lemma rule_scaled_seed {G : Type} (Ro : tensor -> G -> Prop) P N n (a : R) (X : tensor) (F : G) :
  nat_nz R P -> N = (P * n)%N -> resp Ro ->
  Ro (op_scale (a / n%:R) X) F -> rel_scaled P%:R Ro (op_scale (a / N%:R) X) F.
Proof. by move=> nz e Hr; apply: scaled_map => //; exact: scaled_seed. Qed.
End Seed.

(* ---------- leaving: FSDP's reduce_scatter avg over the outer axis ---------- *)
Section Avg.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* the outer level: 1 / P times the reduce_scatter of a partial sum of
   P * X is the contiguous shard of X *)
Lemma avg_outer P d c so (X : tensor) (Y : nat -> tensor) : nat_nz R P ->
  d < size so -> nth 0%N so d = (P * c)%N ->
  rel_partial_sum P 1 so (op_scale P%:R X) Y ->
  rel_contiguous_shard P d c (set_nth 0%N so d c) X
    (fun i => op_scale (1%:R / P%:R) (op_reduce_scatter d c P Y i)).
Proof.
move=> nz ds sd HX i iP x xb.
have ib := in_bounds_shard ds sd iP xb.
rewrite /op_scale /op_reduce_scatter /shard /reindex /op_all_reduce /contig_map -(HX _ ib) /op_scale.
by rewrite mulrA -(mulrA 1%:R) mulVf // ?mulr1n !mul1r.
Qed.

Lemma avg_replicated P d c Q s (Y : nat -> tensor) (H : nat -> nat -> tensor) i :
  d < size s -> nth 0%N s d = (P * c)%N -> (i < P)%N ->
  (forall m, (m < P)%N -> rel_replicated Q s (Y m) (H m)) ->
  rel_replicated Q (set_nth 0%N s d c) (op_scale (1%:R / P%:R) (op_reduce_scatter d c P Y i))
    (fun j => op_scale (1%:R / P%:R) (op_reduce_scatter d c P (fun m => H m j) i)).
Proof.
move=> ds sd iP HY j jQ x xb.
have ib := in_bounds_shard ds sd iP xb.
rewrite /op_scale /op_reduce_scatter /shard /reindex /op_all_reduce; congr (_ * (_ * _)).
by apply: eq_big_nat => m /andP[_ mP]; rewrite (HY m mP j jQ _ ib).
Qed.

(* FSDP x TP: the dp reduce_scatter avg of a weight gradient the tp ranks
   hold whole (after a tp all_gather / all_reduce) *)
Lemma nest_reduce_scatter_avg_rep P d c Q s (X : tensor) G : nat_nz R P ->
  d < size s -> nth 0%N s d = (P * c)%N ->
  rel_scaled P%:R (rel_nest P (rel_partial_sum P 1 s) (rel_axis (rel_replicated Q s))) X G ->
  rel_nest P (rel_contiguous_shard P d c (set_nth 0%N s d c))
    (rel_axis (rel_replicated Q (set_nth 0%N s d c))) X
    (coll 0 (fun F r => op_scale (1%:R / P%:R) (op_reduce_scatter d c P F r)) G).
Proof.
move=> nz ds sd [Y [HX HY]].
exists (fun i => op_scale (1%:R / P%:R) (op_reduce_scatter d c P Y i)); split.
  exact: avg_outer.
by move=> i iP; apply: (avg_replicated (H := fun m j => G [:: m; j])).
Qed.

(* ... and of one the tp ranks lay out on another dim e *)
Lemma nest_reduce_scatter_avg_mid P d c Q e g s so (X : tensor) G : nat_nz R P -> e != d ->
  d < size s -> nth 0%N s d = (P * c)%N -> d < size so -> nth 0%N so d = (P * c)%N ->
  rel_scaled P%:R (rel_nest P (rel_partial_sum P 1 so) (rel_axis (rel_reindex Q e g s))) X G ->
  rel_nest P (rel_contiguous_shard P d c (set_nth 0%N so d c))
    (rel_axis (rel_reindex Q e g (set_nth 0%N s d c))) X
    (coll 0 (fun F r => op_scale (1%:R / P%:R) (op_reduce_scatter d c P F r)) G).
Proof.
move=> nz ed ds sd dso sdo [Y [HX HY]].
exists (fun i => op_scale (1%:R / P%:R) (op_reduce_scatter d c P Y i)); split.
  exact: avg_outer.
move=> i iP; apply: (rule_map1_reindex (fun a => 1%:R / P%:R * a)).
exact: (reindex_reduce_scatter (H := fun m j => G [:: m; j]) ed ds sd iP HY).
Qed.
(* ... and of one the tp ranks shard contiguously on the same dim d
   (FSDP2's fully_shard over a TP-sharded weight): the strided layout, as
   the unscaled reduce_scatter gives it (MeshOuter.v
   nest_reduce_scatter_strided), the 1 / P cancelling the scale *)
Lemma nest_reduce_scatter_avg_strided P Q d c cg cx s sv (X : tensor) G : nat_nz R P ->
  (d < size s)%N -> cg = (P * c)%N -> cx = (Q * cg)%N ->
  rel_scaled P%:R (rel_nest P (rel_partial_sum P 1 (set_nth 0%N s d cx))
    (rel_axis (rel_contiguous_shard Q d cg (set_nth 0%N s d cg)))) X G ->
  rel_nest P (rel_strided_shard P d c sv)
    (rel_axis (rel_contiguous_shard Q d c (set_nth 0%N s d c))) X
    (coll 0 (fun F r => op_scale (1%:R / P%:R) (op_reduce_scatter d c P F r)) G).
Proof.
move=> nz ds -> -> [Y [HX HY]].
exists (fun i => reindex d (strided_map P c i) X); split=> [r _ v _ //|i iP j jQ v vb].
have tc := nth_bound ds vb.
have ic : (i * c + nth 0 v d < P * c)%N by rewrite shard_lt.
rewrite /coll /op_scale /op_reduce_scatter /shard /op_all_reduce /= reindex_at.
rewrite (eq_big_nat _ _ (fun m mP => HY m (andP mP).2 j jQ _ (in_bounds_reshape ds vb ic))).
rewrite /reindex !nth_set_nth_eq !set_set_nth_eq /contig_map.
rewrite -(HX _ (in_bounds_reshape ds vb (shard_lt jQ ic))) /op_scale mulrA div1r mulVf // mul1r.
by rewrite strided_mapE.
Qed.

(* DDP: the all_reduce avg over the outer axis of P times a partial sum,
   any linear inner relation (Mesh.v lin): replicated over the outer axis *)
Lemma partial_sum_unscale P so (X : tensor) (Y : nat -> tensor) : nat_nz R P ->
  rel_partial_sum P 1 so (op_scale P%:R X) Y -> rel_partial_sum P (1%:R / P%:R) so X Y.
Proof.
move=> nz HX i ib; have := HX i ib; rewrite /op_scale => e.
by rewrite -[X i](mulKf nz) e mul1r mulr1n div1r.
Qed.

(* DTensor's Replicate -> Partial: every rank holds 1 / P of a replicated
   value (a RowwiseParallel linear's bias, added to the partial products
   before their all-reduce); their sum is the value, P invertible in R *)
Lemma rule_replicated_split_partial P s (X : tensor) F : nat_nz R P ->
  rel_replicated P s X F -> rel_partial_sum P 1 s X (fun r => op_scale (1%:R / P%:R) (F r)).
Proof.
move=> nz H i ib; rewrite mul1r.
have -> : \sum_(0 <= r < P) op_scale (1%:R / P%:R) (F r) i = \sum_(0 <= r < P) (1%:R / P%:R * X i).
  by apply: eq_big_nat => r /andP[_ rP]; rewrite /op_scale (H r rP i ib).
by rewrite sumr_const_nat subn0 -mulr_natr div1r mulrAC mulVf // mul1r.
Qed.

(* DDP on a one-axis mesh: the all_reduce with scale 1 / P of P times a
   partial sum (scale 1) is the replicated value *)
Lemma axis_all_reduce_avg P so : nat_nz R P ->
  forall (X : tensor) (G : seq nat -> tensor), rel_scaled P%:R (rel_axis (rel_partial_sum P 1 so)) X G ->
    rel_axis (rel_replicated P so) X (coll 0 (fun F _ => op_all_reduce P (1%:R / P%:R) F) G).
Proof.
move=> nz X G HX; apply: (axis_coll (Ri := rel_partial_sum P (1%:R / P%:R) so)).
  by move=> Y F; apply: rule_all_reduce.
exact: partial_sum_unscale.
Qed.

(* FSDP on a one-axis mesh: the reduce_scatter with scale 1 / P of P times
   a partial sum (scale 1) is the plain contiguous shard *)
Lemma axis_reduce_scatter_avg P d c so (X : tensor) (G : seq nat -> tensor) : nat_nz R P ->
  d < size so -> nth 0%N so d = (P * c)%N ->
  rel_scaled P%:R (rel_axis (rel_partial_sum P 1 so)) X G ->
  rel_axis (rel_contiguous_shard P d c (set_nth 0%N so d c)) X
    (coll 0 (fun F r => op_scale (1%:R / P%:R) (op_reduce_scatter d c P F r)) G).
Proof. by move=> nz ds sd HX; exact: (avg_outer nz ds sd HX). Qed.

Lemma nest_all_reduce_avg P so (Mi : tensor -> (seq nat -> tensor) -> Prop) : nat_nz R P -> lin Mi ->
  forall X G, rel_scaled P%:R (rel_nest P (rel_partial_sum P 1 so) Mi) X G ->
    rel_nest P (rel_replicated P so) Mi X (coll 0 (fun F _ => op_all_reduce P (1%:R / P%:R) F) G).
Proof.
move=> nz L X G [Y [HX HY]]; apply: (nest_all_reduce_outer L).
by exists Y; split=> //; exact: partial_sum_unscale.
Qed.
End Avg.
