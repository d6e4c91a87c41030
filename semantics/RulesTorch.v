(* Replicated in, replicated out, for ops the PyTorch importer's graphs
   have in shapes the planner's do not:
   - the loss on replicated logits: cross_entropy over [N; V] (rows
     flattened), then a mean over the one row dim (RulesLayout.v's
     resp_reduce_sum under the mean's 1 / n);
   - the token embedding's dense backward on replicated dY and ids (DTensor
     computes the whole table's gradient on every rank).                    *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Relations Rules RulesLayout RulesAttention RulesMoE RulesBackward.
(* the obligations state op_embedding_backward_off2 *)
From TV Require Export RulesVocab.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section ReplicatedMean.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma resp_reduce_mean d n s : (d < size s)%N -> nth 0%N s d = n ->
  respects1 (@op_reduce_mean R d n) s (del d s).
Proof. by move=> ds sd X X' H i ib; rewrite /op_reduce_mean (resp_reduce_sum ds sd H ib). Qed.
End ReplicatedMean.

Section ReplicatedEmbBack.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* hypotheses in the plan's input order (dY, ids) *)
Lemma rule_embedding_backward_replicated2 P off B N V D (dY : tensor) FdY (ids : seq nat -> nat) Fids :
  rel_replicated P [:: B; N; D] dY FdY ->
  rel_replicated P [:: B; N] ids Fids ->
  rel_replicated P [:: V; D] (op_embedding_backward_off2 off B N ids dY)
    (fun r => op_embedding_backward_off2 off B N (Fids r) (FdY r)).
Proof.
move=> HY Hi r rP i /in_bounds2_inv[v [e [-> /andP[vV eD]]]].
rewrite /op_embedding_backward_off2 /=.
apply: eq_big_nat => b /andP[_ bB]; apply: eq_big_nat => t /andP[_ tN].
by rewrite Hi ?in_bounds2 ?bB ?tN // HY ?in_bounds3 ?bB ?tN.
Qed.
(* the same with one token dim (position ids [N], every rank alike) *)
Lemma rule_embedding_backward_replicated P off N V D (dY : tensor) FdY (ids : seq nat -> nat) Fids :
  rel_replicated P [:: N; D] dY FdY ->
  rel_replicated P [:: N] ids Fids ->
  rel_replicated P [:: V; D] (op_embedding_backward_off off N ids dY)
    (fun r => op_embedding_backward_off off N (Fids r) (FdY r)).
Proof.
move=> HY Hi r rP i /in_bounds2_inv[v [e [-> /andP[vV eD]]]].
rewrite /op_embedding_backward_off /=; apply: eq_big_nat => t /andP[_ tN].
by rewrite Hi ?in_bounds1 ?tN // HY ?in_bounds2 ?tN.
Qed.
(* position embeddings under data parallelism: dY a partial sum (the
   batch summed away on each rank's shard), ids replicated (the positions
   every rank computes alike): the table's gradient is the same partial sum *)
Lemma rule_embedding_backward_partial2 P (k : R) off B N V D (dY : tensor) FdY (ids : seq nat -> nat) Fids :
  rel_partial_sum P k [:: B; N; D] dY FdY ->
  rel_replicated P [:: B; N] ids Fids ->
  rel_partial_sum P k [:: V; D] (op_embedding_backward_off2 off B N ids dY)
    (fun r => op_embedding_backward_off2 off B N (Fids r) (FdY r)).
Proof.
move=> HY Hi i /in_bounds2_inv[v [e [-> /andP[vV eD]]]].
rewrite /op_embedding_backward_off2 /= [in RHS]exchange_big mulr_sumr.
apply: eq_big_nat => b /andP[_ bB]; rewrite [in RHS]exchange_big mulr_sumr.
apply: eq_big_nat => t /andP[_ tN].
have -> : \sum_(0 <= r < P) (if Fids r [:: b; t] == (off + v)%N then FdY r [:: b; t; e] else 0)
        = \sum_(0 <= r < P) (if ids [:: b; t] == (off + v)%N then FdY r [:: b; t; e] else 0).
  by apply: eq_big_nat => r /andP[_ rP]; rewrite Hi ?in_bounds2 ?bB ?tN.
rewrite HY ?in_bounds3 ?bB ?tN //.
by case: (ids [:: b; t] == (off + v)%N) => /=; last by rewrite big1 ?mulr0.
Qed.
(* the same with one token dim (position ids [N]) *)
Lemma rule_embedding_backward_partial P (k : R) off N V D (dY : tensor) FdY (ids : seq nat -> nat) Fids :
  rel_partial_sum P k [:: N; D] dY FdY ->
  rel_replicated P [:: N] ids Fids ->
  rel_partial_sum P k [:: V; D] (op_embedding_backward_off off N ids dY)
    (fun r => op_embedding_backward_off off N (Fids r) (FdY r)).
Proof.
move=> HY Hi i /in_bounds2_inv[v [e [-> /andP[vV eD]]]].
rewrite /op_embedding_backward_off /= [in RHS]exchange_big mulr_sumr.
apply: eq_big_nat => t /andP[_ tN].
have -> : \sum_(0 <= r < P) (if Fids r [:: t] == (off + v)%N then FdY r [:: t; e] else 0)
        = \sum_(0 <= r < P) (if ids [:: t] == (off + v)%N then FdY r [:: t; e] else 0).
  by apply: eq_big_nat => r /andP[_ rP]; rewrite Hi ?in_bounds1 ?tN.
rewrite HY ?in_bounds2 ?tN //.
by case: (ids [:: t] == (off + v)%N) => /=; last by rewrite big1 ?mulr0.
Qed.
End ReplicatedEmbBack.
