(* The loss on replicated logits (the vocab all-gathered before the loss,
   as the planner's Llama head does): per-token cross-entropy and its
   backward with logits, labels [and dloss] replicated are replicated (row
   locality: each token's row reads only its own logits and label); the
   mean over both token dims [B; N] (OP_REDUCE_MEAN over axes 0 and 1,
   rendered as the nested means op_reduce_mean 0 B (op_reduce_mean 1 N X):
   equal in a field since (B N)^-1 = B^-1 N^-1) replicated, or with the
   batch dim laid out (DP: partial sums with scale 1 / P). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesEmbedding RulesCrossEntropy.
From TV Require Import RulesAttention RulesMoE RulesLayout RulesMissing RulesNormLoss RulesMoEStatic.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section CEReplicated.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variables exp log : R -> R.

(* cross-entropy and its backward read their rows of the logits and their
   labels: the generic replicated rule's facts *)
Lemma resp_cross_entropy s0 V :
  respects2 (fun (Z : tensor) (labels : seq nat -> nat) => op_cross_entropy exp log V Z labels) (rcons s0 V) s0 s0.
Proof.
move=> Z Z' l l' HZ Hl i ib; rewrite /op_cross_entropy Hl //.
congr (log _ - _); rewrite /rowsum; apply: eq_big_nat => v /andP[_ vV].
  by rewrite HZ ?in_bounds_rcons.
by rewrite HZ ?in_bounds_rcons.
Qed.

Lemma resp_cross_entropy_backward s0 V :
  respects3 (fun (Z : tensor) (labels : seq nat -> nat) (dL : tensor) => op_cross_entropy_backward exp V Z labels dL) (rcons s0 V) s0 s0
    (rcons s0 V).
Proof.
move=> Z Z' l l' dL dL' HZ Hl HdL i ib; have it := in_bounds_take_last ib; have kV := in_bounds_last ib.
rewrite /op_cross_entropy_backward Hl // HdL //.
congr (_ * (_ - _)); apply: (@row_local_softmax _ exp V) => // j jV.
by rewrite HZ ?(in_bounds_row_same ib jV).
Qed.

Lemma rule_mean2_replicated P n0 n1 (X : tensor) FX :
  rel_replicated P [:: n0; n1] X FX ->
  rel_replicated P [::] (op_reduce_mean 0 n0 (op_reduce_mean 1 n1 X))
    (fun r => op_reduce_mean 0 n0 (op_reduce_mean 1 n1 (FX r))).
Proof.
move=> H r rP [|? ?] // _; rewrite /op_reduce_mean /op_reduce_sum; congr (_ * _).
apply: eq_big_nat => a /andP[_ a0]; congr (_ * _); apply: eq_big_nat => b /andP[_ b1].
by rewrite H // in_bounds2 a0 b1.
Qed.

(* the SM batch w is P * c up to ring (the premise: erefl, or a side
   condition, when the plan writes it 2 * P * b with c = 2 * b) *)
Lemma rule_mean2_shard P c n1 w (X : tensor) FX : w = (P * c)%N ->
  rel_contiguous_shard P 0 c [:: c; n1] X FX ->
  rel_partial_sum P (1%:R / P%:R) [::] (op_reduce_mean 0 w (op_reduce_mean 1 n1 X))
    (fun r => op_reduce_mean 0 c (op_reduce_mean 1 n1 (FX r))).
Proof.
move=> -> H; apply: (@rule_reduce_mean_shard _ P 0 c (P * c) [:: c]) => //.
exact: (@rule_reduce_mean_reindex_lt _ P 0 1 _ n1 [:: c; n1]).
Qed.
End CEReplicated.
Arguments resp_cross_entropy {R exp log s0 V}.
Arguments resp_cross_entropy_backward {R exp s0 V}.

(* the loss seed: a replicated scalar broadcast to the token grid [B; N]
   (OP_BROADCAST inserting axes 0 and 1: op_broadcast 1 (op_broadcast 0 X)),
   replicated, or laid out on the batch dim by any g (DP) *)
Section Seed.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

Lemma broadcast_new_replicated1 P d c s (X : tensor) F : d <= size s ->
  rel_replicated P s X F ->
  rel_replicated P (ins d c s) (op_broadcast d X) (fun r => op_broadcast d (F r)).
Proof.
move=> ds H r rP i ib; have dS : d < size (ins d c s) by rewrite size_ins.
rewrite /op_broadcast H //; by have := in_bounds_del dS ib; rewrite del_ins.
Qed.

Lemma rule_broadcast2_replicated P n0 n1 (X : tensor) F :
  rel_replicated P [::] X F ->
  rel_replicated P [:: n0; n1] (op_broadcast 1 (op_broadcast 0 X)) (fun r => op_broadcast 1 (op_broadcast 0 (F r))).
Proof.
move=> H; apply: (@broadcast_new_replicated1 P 1 n1 [:: n0]) => //.
exact: (@broadcast_new_replicated1 P 0 n0 [::]).
Qed.

Lemma rule_broadcast2_reindex P g c n1 (X : tensor) F :
  rel_replicated P [::] X F ->
  rel_reindex P 0 g [:: c; n1] (op_broadcast 1 (op_broadcast 0 X)) (fun r => op_broadcast 1 (op_broadcast 0 (F r))).
Proof.
move=> H; apply: (@rule_broadcast_reindex_lt _ P 0 1 g [:: c; n1]) => //.
exact: (@rule_broadcast_new_reindex _ P 0 g c [::]).
Qed.
End Seed.

(* the head's weight gradient x^T dlogits with the vocab laid out: a
   batched matmul of a replicated A [ce; m; k] and B [ce; k; n] laid out by
   g on its last dim is laid out the same way (column parallel, batched) *)
Section BatchedCol.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

Lemma rule_batched_matmul_col3 P g ce m k n (A B : tensor) FA FB :
  rel_replicated P [:: ce; m; k] A FA -> rel_reindex P 2 g [:: ce; k; n] B FB ->
  rel_reindex P 2 g [:: ce; m; n] (op_batched_matmul k A B) (fun r => op_batched_matmul k (FA r) (FB r)).
Proof.
move=> HA HB r rP [|e [|a [|b [|? ?]]]] //; rewrite in_bounds3 => /and3P[b0 b1 b2].
rewrite /reindex /op_batched_matmul /=; apply: eq_big_nat => j /andP[_ jk].
by rewrite HA ?HB ?in_bounds3 ?b0 ?b1 ?b2 ?jk.
Qed.
End BatchedCol.

(* OP_RMSNORM_BACKWARD's dw over a [B; N; n] activation (Ops.v's
   op_rmsnorm_backward_w flattens rank-2 rows): the sum over batch and
   tokens; with the tokens laid out (SP) the ranks' sums are partial sums,
   replicated inputs give the replicated dw. The weight hypothesis is taken
   and unused (one hypothesis per PM input). *)
Section RmsW3.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable rsqrt : R -> R.

Definition op_rmsnorm_backward_w3 (n B N : nat) (eps : R) (X dY : tensor) : tensor :=
  fun i => \sum_(0 <= b < B) \sum_(0 <= t < N)
    dY [:: b; t; nth 0%N i 0] * X [:: b; t; nth 0%N i 0] * rms_scale rsqrt n eps (fun j => X [:: b; t; j]).

Lemma rule_rmsnorm_backward_w3_seq P B c w n eps (X : tensor) FX (W : tensor) FW (dY : tensor) FdY :
  w = (P * c)%N ->
  rel_contiguous_shard P 1 c [:: B; c; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_contiguous_shard P 1 c [:: B; c; n] dY FdY ->
  rel_partial_sum P 1 [:: n] (op_rmsnorm_backward_w3 n B w eps X dY)
    (fun r => op_rmsnorm_backward_w3 n B c eps (FX r) (FdY r)).
Proof.
move=> -> HX _ HY [|k [|? ?]] //; rewrite in_bounds1 => kn.
rewrite mul1r /op_rmsnorm_backward_w3 /= [RHS]exchange_big_nat; apply: eq_big_nat => b /andP[_ bB].
rewrite sum_shards; apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => t /andP[_ tc].
rewrite HX ?HY ?in_bounds3 ?bB ?tc // /reindex /contig_map /=; congr (_ * _).
rewrite /rms_scale /rowsum; congr (rsqrt (_ * _ + _)); apply: eq_big_nat => j /andP[_ jn].
by rewrite HX ?in_bounds3 ?bB ?tc.
Qed.

Lemma rule_rmsnorm_backward_w3_replicated P B N n eps (X : tensor) FX (W : tensor) FW (dY : tensor) FdY :
  rel_replicated P [:: B; N; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_replicated P [:: B; N; n] dY FdY ->
  rel_replicated P [:: n] (op_rmsnorm_backward_w3 n B N eps X dY)
    (fun r => op_rmsnorm_backward_w3 n B N eps (FX r) (FdY r)).
Proof.
move=> HX _ HY r rP [|k [|? ?]] //; rewrite in_bounds1 => kn.
rewrite /op_rmsnorm_backward_w3 /=; apply: eq_big_nat => b /andP[_ bB]; apply: eq_big_nat => t /andP[_ tN].
rewrite HX ?HY ?in_bounds3 ?bB ?tN //; congr (_ * _).
rewrite /rms_scale /rowsum; congr (rsqrt (_ * _ + _)); apply: eq_big_nat => j /andP[_ jn].
by rewrite HX ?in_bounds3 ?bB ?tN.
Qed.
End RmsW3.
