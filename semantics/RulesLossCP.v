(* The loss under context parallelism on a multi-axis mesh: the mean over
   the token grid [B; N] of per-token losses laid out on the sequence dim
   1 (cp of (dp, cp, tp)) is a partial sum with scale 1 / P, as
   RulesReplicatedLoss.v's rule_mean2_shard for the batch dim 0.  The SM
   sequence length w is an argument with w = P * c (the planner writes
   cp * tp * Ns, the level's chunk is tp * Ns), proved by ring.
   The loss all_reduce over the two outer axes (dp, cp) of (dp, cp, tp), tp
   replicated: one collective with scale n / m sums both levels' partial
   sums, scales a / b and c / d, when n = a * c and m = b * d (ring on nat;
   RulesMeshView.v's nest_all_reduce_axes is the two-axis mesh, inner scale
   1). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesLayout RulesMissing Mesh RulesNormLoss
  RulesReplicatedLoss RulesExperts4.
Import GRing.Theory.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section LossCP.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma rule_mean2_shard_seq P n0 c w (X : tensor) FX : w = (P * c)%N ->
  rel_contiguous_shard P 1 c [:: n0; c] X FX ->
  rel_partial_sum P (1%:R / P%:R) [::] (op_reduce_mean 0 n0 (op_reduce_mean 1 w X))
    (fun r => op_reduce_mean 0 n0 (op_reduce_mean 1 c (FX r))).
Proof.
move=> -> H; apply: (@rule_reduce_mean_partial _ P _ 0 n0 [:: n0]) => //.
exact: (@rule_reduce_mean_shard _ P 1 c [:: n0; c]).
Qed.

Lemma nest_all_reduce_pair_rep P Q T (a b c d n m : nat) so (X : tensor) (G : seq nat -> tensor) :
  n = (a * c)%N -> m = (b * d)%N ->
  rel_nest P (rel_partial_sum P (a%:R / b%:R) so)
    (rel_nest Q (rel_partial_sum Q (c%:R / d%:R) so) (rel_axis (rel_replicated T so))) X G ->
  rel_nest P (rel_replicated P so) (rel_nest Q (rel_replicated Q so) (rel_axis (rel_replicated T so))) X
    (fun x => op_all_reduce P (n%:R / m%:R)
       (fun i => op_all_reduce Q 1 (fun j => G (set_nth 0%N (set_nth 0%N x 0%N i) 1%N j)))).
Proof.
move=> -> -> [Y [HX HY]]; exists (fun _ => X); split=> [r _ idx ib //|i0 _].
exists (fun _ => X); split=> [r _ idx ib //|j0 _ t tT idx ib].
rewrite HX // /op_all_reduce /=.
transitivity (a%:R / b%:R * \sum_(0 <= i < P) (c%:R / d%:R * \sum_(0 <= j < Q) G [:: i; j; t] idx)).
  rewrite -mulr_sumr mulrA !natrM invfM mulrACA; congr (_ * _).
  by apply: eq_big_nat => i _; rewrite mul1r.
congr (_ * _); apply: eq_big_nat => i /andP[_ iP]; have [Z [HZ HG]] := HY i iP.
rewrite HZ //; congr (_ * _); apply: eq_big_nat => j /andP[_ jQ].
exact: (HG j jQ t tT idx ib).
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

(* the contraction dim (the sequence) laid out on both operands of a batched
   matmul (the head's weight gradient x^T dlogits under cp): partial sums,
   RulesExperts4.v's rule_batched_matmul_row at the SM contraction length
   w = P * c up to ring *)
Section RowAt.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

Lemma rule_batched_matmul_row_at P c w s0 m n (A B : tensor) FA FB : w = (P * c)%N ->
  rel_contiguous_shard P (size s0).+1 c (rcons (rcons s0 m) c) A FA ->
  rel_contiguous_shard P (size s0) c (rcons (rcons s0 c) n) B FB ->
  rel_partial_sum P 1 (rcons (rcons s0 m) n) (op_batched_matmul w A B)
    (fun r => op_batched_matmul c (FA r) (FB r)).
Proof. by move=> ->; exact: rule_batched_matmul_row. Qed.
End RowAt.
