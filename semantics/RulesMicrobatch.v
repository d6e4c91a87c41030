(* Gradient accumulation over microbatches on a mesh.  emitter/programs.py
   folds the M per-microbatch copies of a microbatched plan onto an outer
   mesh level, the microbatch axis of size M: microbatch m's value of a
   sliced tensor is contiguous shard m of the SM value along its batch dim,
   so the copies are ONE rank-parametric program over (microbatch, other
   axes) and the microbatch index is a coordinate, like a mesh rank.  The
   HELPER_ACCUMULATE add chain over the copies is [accum_add M] along that
   level: partial sums over the microbatches (scale 1) add up to the whole
   value, the same at every microbatch coordinate.  The inner levels must
   commute with the chain ([lin_acc], as [lin] for all_reduce): every
   layout, replicated and partial_sum do, and nesting keeps it.          *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Mesh RulesPipeline RulesMissing.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section Accumulate.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* a relation commutes with the accumulation chain of related pairs *)
Definition lin_acc {I : Type} (Rl : tensor -> (I -> tensor) -> Prop) :=
  forall Q (Y : nat -> tensor) (H : nat -> I -> tensor),
    (forall m, m < Q -> Rl (Y m) (H m)) ->
    Rl (accum_add Q Y) (fun x => accum_add Q (fun m => H m x)).

Lemma lin_acc_reindex P d g s : lin_acc (rel_reindex P d g s).
Proof.
move=> Q Y H HY r rP i ib; rewrite /reindex !accum_addE.
by apply: eq_big_nat => m /andP[_ mQ]; rewrite (HY m mQ r rP i ib).
Qed.

Lemma lin_acc_contiguous_shard P d c s : lin_acc (rel_contiguous_shard P d c s).
Proof. exact: lin_acc_reindex. Qed.

Lemma lin_acc_zigzag P d c s : lin_acc (rel_zigzag P d c s).
Proof. exact: lin_acc_reindex. Qed.

Lemma lin_acc_replicated P s : lin_acc (rel_replicated P s).
Proof.
move=> Q Y H HY r rP i ib; rewrite !accum_addE.
by apply: eq_big_nat => m /andP[_ mQ]; rewrite (HY m mQ r rP i ib).
Qed.

Lemma lin_acc_partial_sum P k s : lin_acc (rel_partial_sum P k s).
Proof.
move=> Q Y H HY i ib; rewrite accum_addE.
rewrite (eq_big_nat _ _ (fun m mQ => HY m (andP mQ).2 i ib)) /= -mulr_sumr exchange_big /=.
by congr (_ * _); apply: eq_bigr => r _; rewrite accum_addE.
Qed.

Lemma lin_acc_axis (Ri : tensor -> (nat -> tensor) -> Prop) : lin_acc Ri -> lin_acc (rel_axis Ri).
Proof. by move=> L Q Y H HY; apply: (L Q Y (fun m j => H m [:: j])). Qed.

Lemma lin_acc_nest P (Ro : tensor -> (nat -> tensor) -> Prop) (Mi : tensor -> (seq nat -> tensor) -> Prop) :
  lin_acc Ro -> lin_acc Mi -> lin_acc (rel_nest P Ro Mi).
Proof.
move=> Lo Li Q Y H HY.
have [YY HYY] := @fin_choice _ (fun _ _ => 0) Q
  (fun m (V : nat -> tensor) => Ro (Y m) V /\ forall i, i < P -> Mi (V i) (fun x => H m (i :: x))) HY.
exists (fun i => accum_add Q (fun m => YY m i)); split.
  exact: (Lo Q Y YY (fun m mQ => (HYY m mQ).1)).
move=> i iP.
exact: (Li Q (fun m => YY m i) (fun m x => H m (i :: x)) (fun m mQ => (HYY m mQ).2 i iP)).
Qed.

(* the accumulation along the outer (microbatch) level: the per-microbatch
   values are partial sums (scale 1) over the microbatches; the chain gives
   the whole value at every microbatch coordinate *)
Lemma nest_accum_outer M so (Mi : tensor -> (seq nat -> tensor) -> Prop) :
  lin_acc Mi ->
  forall X G, rel_nest M (rel_partial_sum M 1 so) Mi X G ->
    rel_nest M (rel_replicated M so) Mi X (coll 0 (fun F _ => accum_add M F) G).
Proof.
move=> L; apply: (nest_coll_outer (hm := fun Y _ => accum_add M Y)).
  by move=> X Y HX r _ i ib; rewrite accum_addE (HX i ib) mul1r.
by move=> Y H i _ HY; apply: L.
Qed.
(* The mean loss over microbatches: each microbatch's mean is over its own
   tokens (equal chunks: a partial sum with scale k = 1 / M of the
   whole-batch mean over the microbatch level, RulesMissing.v
   rule_reduce_mean_shard), and the PM scales the accumulation chain by the
   same k (the planner's 1 / M, restated over the microbatch count by
   emitter/programs.py).  The side condition is that the chain's factor IS
   the partial sum's scale: one k in both places below. *)
Definition lin_sacc {I : Type} (Rl : tensor -> (I -> tensor) -> Prop) :=
  forall Q (k : R) (Y : nat -> tensor) (H : nat -> I -> tensor),
    (forall m, m < Q -> Rl (Y m) (H m)) ->
    Rl (op_scale k (accum_add Q Y)) (fun x => op_scale k (accum_add Q (fun m => H m x))).

Lemma scale_accumE k Q (Y : nat -> tensor) i :
  op_scale k (accum_add Q Y) i = k * \sum_(0 <= m < Q) Y m i.
Proof. by rewrite /op_scale accum_addE. Qed.

Lemma lin_sacc_reindex P d g s : lin_sacc (rel_reindex P d g s).
Proof.
move=> Q k Y H HY r rP i ib; rewrite /reindex !scale_accumE; congr (_ * _).
by apply: eq_big_nat => m /andP[_ mQ]; rewrite (HY m mQ r rP i ib).
Qed.

Lemma lin_sacc_contiguous_shard P d c s : lin_sacc (rel_contiguous_shard P d c s).
Proof. exact: lin_sacc_reindex. Qed.

Lemma lin_sacc_zigzag P d c s : lin_sacc (rel_zigzag P d c s).
Proof. exact: lin_sacc_reindex. Qed.

Lemma lin_sacc_replicated P s : lin_sacc (rel_replicated P s).
Proof.
move=> Q k Y H HY r rP i ib; rewrite !scale_accumE; congr (_ * _).
by apply: eq_big_nat => m /andP[_ mQ]; rewrite (HY m mQ r rP i ib).
Qed.

Lemma lin_sacc_partial_sum P k' s : lin_sacc (rel_partial_sum P k' s).
Proof.
move=> Q k Y H HY i ib; rewrite scale_accumE.
rewrite (eq_big_nat _ _ (fun m mQ => HY m (andP mQ).2 i ib)) /=.
rewrite -[in LHS]mulr_sumr mulrCA; congr (_ * _); rewrite exchange_big /= mulr_sumr.
by apply: eq_bigr => r _; rewrite scale_accumE.
Qed.

Lemma lin_sacc_axis (Ri : tensor -> (nat -> tensor) -> Prop) : lin_sacc Ri -> lin_sacc (rel_axis Ri).
Proof. by move=> L Q k Y H HY; apply: (L Q k Y (fun m j => H m [:: j])). Qed.

Lemma lin_sacc_nest P (Ro : tensor -> (nat -> tensor) -> Prop) (Mi : tensor -> (seq nat -> tensor) -> Prop) :
  lin_sacc Ro -> lin_sacc Mi -> lin_sacc (rel_nest P Ro Mi).
Proof.
move=> Lo Li Q k Y H HY.
have [YY HYY] := @fin_choice _ (fun _ _ => 0) Q
  (fun m (V : nat -> tensor) => Ro (Y m) V /\ forall i, i < P -> Mi (V i) (fun x => H m (i :: x))) HY.
exists (fun i => op_scale k (accum_add Q (fun m => YY m i))); split.
  exact: (Lo Q k Y YY (fun m mQ => (HYY m mQ).1)).
move=> i iP.
exact: (Li Q k (fun m => YY m i) (fun m x => H m (i :: x)) (fun m mQ => (HYY m mQ).2 i iP)).
Qed.

(* the scaled accumulation along the outer (microbatch) level: partial sums
   with scale k over the microbatches, the chain times the same k, give the
   whole value at every microbatch coordinate *)
Lemma nest_accum_scaled_outer M k so (Mi : tensor -> (seq nat -> tensor) -> Prop) :
  lin_sacc Mi ->
  forall X G, rel_nest M (rel_partial_sum M k so) Mi X G ->
    rel_nest M (rel_replicated M so) Mi X (coll 0 (fun F _ => op_scale k (accum_add M F)) G).
Proof.
move=> L; apply: (nest_coll_outer (hm := fun Y _ => op_scale k (accum_add M Y))).
  by move=> X Y HX r _ i ib; rewrite scale_accumE (HX i ib).
by move=> Y H i _ HY; apply: L.
Qed.
End Accumulate.

(* The statement in one piece: per-sample values X split into M microbatches
   of cm along dim d, each microbatch's mean over its own cm samples, summed
   and scaled by 1 / M, is the whole-batch mean (a field: 1 / M exists; the
   microbatches have equal size cm, the side condition of the 1 / M). *)
Section Mean.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma rule_microbatch_mean M d cm s (X : tensor) F : d < size s -> nth 0%N s d = cm ->
  rel_contiguous_shard M d cm s X F ->
  rel_equal (del d s) (op_reduce_mean d (M * cm) X)
    (op_scale (1%:R / M%:R) (accum_add M (fun m => op_reduce_mean d cm (F m)))).
Proof.
move=> ds sd H i ib; rewrite scale_accumE.
by rewrite (rule_reduce_mean_shard ds sd erefl H ib).
Qed.
End Mean.
