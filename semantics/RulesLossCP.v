(* The loss under context parallelism on a multi-axis mesh: the mean over
   the token grid [B; N] of per-token losses laid out on the sequence dim
   1 (cp of (dp, cp, tp)) is a partial sum with scale 1 / P, as
   RulesReplicatedLoss.v's rule_mean2_shard for the batch dim 0.  The SM
   sequence length w is an argument with w = P * c (the planner writes
   cp * tp * Ns, the level's chunk is tp * Ns), proved by ring.
   An all_reduce over the two outer axes (dp, cp) of (dp, cp, tp), any
   linear inner relation (tp replicated: the loss; laid out: the head's
   weight gradient): one collective with scale n / m sums both levels'
   partial sums, scales a / b and c / d, when n = a * c and m = b * d (ring
   on nat; RulesMeshView.v's nest_all_reduce_axes is the two-axis mesh,
   inner scale 1). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesLayout RulesMissing Mesh RulesNormLoss
  RulesReplicatedLoss RulesExperts4.
Import GRing.Theory.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section Pair.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* the core: partial sums with scales k1 (outer), k2 (middle), one
   collective with scale k = k1 * k2 *)
Lemma nest_all_reduce_pair_mul P Q (k1 k2 k : R) so (Mi : tensor -> (seq nat -> tensor) -> Prop) :
  lin Mi -> k1 * k2 = k -> forall X G,
  rel_nest P (rel_partial_sum P k1 so) (rel_nest Q (rel_partial_sum Q k2 so) Mi) X G ->
  rel_nest P (rel_replicated P so) (rel_nest Q (rel_replicated Q so) Mi) X
    (fun x => op_all_reduce P k
       (fun i => op_all_reduce Q 1 (fun j => G (set_nth 0%N (set_nth 0%N x 0%N i) 1%N j)))).
Proof.
move=> L <- X G [Y [HX HY]].
have [Z HZ] := @fin_choice _ (fun _ _ => 0) P
  (fun i (V : nat -> tensor) => rel_partial_sum Q k2 so (Y i) V /\
     forall j, j < Q -> Mi (V j) (fun x => G (i :: j :: x))) HY.
pose S := op_all_reduce P (k1 * k2) (fun i => op_all_reduce Q 1 (Z i)).
exists (fun _ => S); split.
  move=> r _ idx ib; rewrite HX // /S /op_all_reduce -mulrA mulr_sumr.
  congr (_ * _); apply: eq_big_nat => i /andP[_ iP].
  by rewrite ((HZ i iP).1 idx ib) mul1r.
move=> i0 _; exists (fun _ => S); split=> [r _ idx ib //|j0 _].
exact: (L P _ _ (fun i x => op_all_reduce Q 1 (fun j => G (i :: j :: x)))
  (fun i iP => L Q 1 (Z i) (fun j x => G (i :: j :: x)) (HZ i iP).2)).
Qed.

(* the middle partial sum unscaled, the outer's scale the collective's *)
Lemma nest_all_reduce_pair1 P Q (k : R) so (Mi : tensor -> (seq nat -> tensor) -> Prop) :
  lin Mi -> forall X G,
  rel_nest P (rel_partial_sum P k so) (rel_nest Q (rel_partial_sum Q 1 so) Mi) X G ->
  rel_nest P (rel_replicated P so) (rel_nest Q (rel_replicated Q so) Mi) X
    (fun x => op_all_reduce P k
       (fun i => op_all_reduce Q 1 (fun j => G (set_nth 0%N (set_nth 0%N x 0%N i) 1%N j)))).
Proof. by move=> L; apply: nest_all_reduce_pair_mul => //; rewrite mulr1. Qed.
(* an all_reduce over all three axes of (dp, cp, tp) (the norm weights'
   gradients, partial sums on every level): replicated on all three *)
Lemma nest_all_reduce_all3 P Q T (k : R) so (X : tensor) (G : seq nat -> tensor) :
  rel_nest P (rel_partial_sum P k so)
    (rel_nest Q (rel_partial_sum Q 1 so) (rel_axis (rel_partial_sum T 1 so))) X G ->
  rel_nest P (rel_replicated P so) (rel_nest Q (rel_replicated Q so) (rel_axis (rel_replicated T so))) X
    (fun x => op_all_reduce P k (fun i => op_all_reduce Q 1 (fun j => op_all_reduce T 1
       (fun t => G (set_nth 0%N (set_nth 0%N (set_nth 0%N x 0%N i) 1%N j) 2%N t))))).
Proof.
move=> [Y [HX HY]]; exists (fun _ => X); split=> [r _ idx ib //|i0 _].
exists (fun _ => X); split=> [r _ idx ib //|j0 _ t tT idx ib].
rewrite HX // /op_all_reduce /=; congr (_ * _); apply: eq_big_nat => i /andP[_ iP].
have [Z [HZ HG]] := HY i iP; rewrite HZ //; congr (_ * _); apply: eq_big_nat => j /andP[_ jQ].
by rewrite (HG j jQ idx ib).
Qed.
End Pair.

Section LossCP.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma rule_mean2_shard_seq P n0 c w (X : tensor) FX : w = (P * c)%N ->
  rel_contiguous_shard P 1 c [:: n0; c] X FX ->
  rel_partial_sum P (1%:R / P%:R) [::] (op_reduce_mean 0 n0 (op_reduce_mean 1 w X))
    (fun r => op_reduce_mean 0 n0 (op_reduce_mean 1 c (FX r))).
Proof.
move=> -> H; apply: (@rule_linear_op1 _ P _ [:: n0] _ (op_reduce_mean 0 n0) _ (fun r => op_reduce_mean 1 c (FX r))).
  exact: (@lin_reduce_mean _ 0 n0 [:: n0]).
exact: (@rule_reduce_mean_shard _ P 1 c (P * c) [:: n0; c]).
Qed.

(* ratio scales a / b, c / d, n / m with n = a * c, m = b * d (the loss mean) *)
Lemma nest_all_reduce_pair P Q (a b c d n m : nat) so (Mi : tensor -> (seq nat -> tensor) -> Prop) :
  lin Mi -> n = (a * c)%N -> m = (b * d)%N -> forall X G,
  rel_nest P (rel_partial_sum P (a%:R / b%:R) so) (rel_nest Q (rel_partial_sum Q (c%:R / d%:R) so) Mi) X G ->
  rel_nest P (rel_replicated P so) (rel_nest Q (rel_replicated Q so) Mi) X
    (fun x => op_all_reduce P (n%:R / m%:R)
       (fun i => op_all_reduce Q 1 (fun j => G (set_nth 0%N (set_nth 0%N x 0%N i) 1%N j)))).
Proof.
move=> L -> ->; apply: nest_all_reduce_pair_mul => //.
by rewrite !natrM invfM mulrACA.
Qed.


End LossCP.

(* the loss seed broadcast to the token grid [B; N] with the sequence dim 1
   laid out (RulesReplicatedLoss.v's rule_broadcast2_reindex: the batch) *)
Section Seed.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

Lemma rule_broadcast2_reindex_seq P g n0 c (X : tensor) F :
  rel_replicated P [::] X F ->
  rel_reindex P 1 g [:: n0; c] (op_broadcast 1 (op_broadcast 0 X)) (fun r => op_broadcast 1 (op_broadcast 0 (F r))).
Proof.
move=> H; apply: (@rule_broadcast_new_reindex _ P 1 g c [:: n0]) => //.
exact: (@broadcast_new_replicated1 _ P 0 n0 [::]).
Qed.
End Seed.

