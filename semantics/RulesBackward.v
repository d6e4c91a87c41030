(* Local rules, part 9: backward ops of the training step.
   - embedding_backward with the vocab offset: each tp rank accumulates the
     gradient rows of its own vocab shard (offset r * vl) from the
     replicated (tp-gathered) dY and ids: a contiguous shard of dW on rows;
     over a token-sharded axis (dp / cp / sp) the per-rank dW are partial
     sums.
   - rmsnorm_backward's weight gradient dw over sequence (row) shards:
     partial sums (scale 1).                                              *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesAttention.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Lemma in_bounds2_inv n0 n1 i : in_bounds [:: n0; n1] i ->
  exists i0 i1, i = [:: i0; i1] /\ (i0 < n0) && (i1 < n1).
Proof. by case: i => [|i0 [|i1 [|? ?]]] // ib; exists i0, i1; rewrite -in_bounds2. Qed.

Section EmbBack.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* vocab-parallel embedding_backward: dY, ids replicated over the group,
   rank r uses offset r * vl: its output is row shard r of the SM dW *)
Lemma rule_embedding_backward_vocab P vl N D (ids : seq nat -> nat) Fids (dY : tensor) FdY :
  rel_replicated P [:: N] ids Fids ->
  rel_replicated P [:: N; D] dY FdY ->
  rel_contiguous_shard P 0 vl [:: vl; D] (op_embedding_backward_off 0 N ids dY)
    (fun r => op_embedding_backward_off (r * vl) N (Fids r) (FdY r)).
Proof.
move=> Hi HY r rP i /in_bounds2_inv[v [e [-> /andP[vl' eD]]]].
rewrite /reindex /contig_map /op_embedding_backward_off /=; apply: eq_big_nat => t /andP[_ tN].
by rewrite Hi ?in_bounds1 // HY ?in_bounds2 ?tN.
Qed.

(* tokens sharded (dp / cp / sp): per-rank dW are partial sums; the SM
   token count w is P * c up to ring (a side condition the compiler proves) *)
Lemma rule_embedding_backward_tokens P c w V D off (ids : seq nat -> nat) Fids (dY : tensor) FdY :
  w = (P * c)%N ->
  rel_contiguous_shard P 0 c [:: c; D] dY FdY ->
  rel_contiguous_shard P 0 c [:: c] ids Fids ->
  rel_partial_sum P 1 [:: V; D] (op_embedding_backward_off off w ids dY)
    (fun r => op_embedding_backward_off off c (Fids r) (FdY r)).
Proof.
move=> -> HY Hi i /in_bounds2_inv[v [e [-> /andP[vV eD]]]].
rewrite mul1r /op_embedding_backward_off /= sum_shards.
apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => t /andP[_ tc].
by rewrite Hi ?in_bounds1 // HY ?in_bounds2 ?tc.
Qed.
End EmbBack.

Section RmsBack.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable rsqrt : R -> R.

(* rmsnorm_backward's dw with rows (flattened tokens) sharded: partial sums *)
Lemma rule_rmsnorm_backward_w_rows P c w n eps (X dY : tensor) FX FdY : w = (P * c)%N ->
  rel_contiguous_shard P 0 c [:: c; n] X FX ->
  rel_contiguous_shard P 0 c [:: c; n] dY FdY ->
  rel_partial_sum P 1 [:: n] (op_rmsnorm_backward_w rsqrt n w eps X dY)
    (fun r => op_rmsnorm_backward_w rsqrt n c eps (FX r) (FdY r)).
Proof.
move=> -> HX HY [|k [|? ?]] //; rewrite in_bounds1 => kn.
rewrite mul1r /op_rmsnorm_backward_w /= sum_shards.
apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => t /andP[_ tc].
rewrite HX ?HY ?in_bounds2 ?tc // /reindex /contig_map /=; congr (_ * _).
rewrite /rms_scale /rowsum; congr (rsqrt (_ * _ + _)); apply: eq_big_nat => j /andP[_ jn].
by rewrite HX ?in_bounds2 ?tc.
Qed.
End RmsBack.
