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
From TV Require Import Tensor Ops Collectives Relations Mesh RulesPipeline.
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
End Accumulate.
