(* Local rules, part 5: static expert parallelism.  Experts are partitioned
   over the group (expert_partition, chunk ce = E / P): rank q owns experts
   [q * ce, (q + 1) * ce).  Tokens and routing are replicated; each rank
   slices its experts' combine weights (offset q * ce), runs its experts
   (batched over the expert dim) and reduces over its local experts; the
   per-rank results are partial sums of the full MoE combine.             *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Lemma in_bounds_cons n s a i : in_bounds (n :: s) (a :: i) = (a < n) && in_bounds s i.
Proof.
apply/in_boundsP/andP => [[/= [si] H]|[an /in_boundsP[si H]]].
  split; first exact: (H 0).
  by apply/in_boundsP; split=> // k ks; apply: (H k.+1).
by split; [rewrite /= si | case=> [|k] //= ks; apply: H].
Qed.

Lemma in_bounds3 n0 n1 n2 i0 i1 i2 :
  in_bounds [:: n0; n1; n2] [:: i0; i1; i2] = [&& i0 < n0, i1 < n1 & i2 < n2].
Proof. by rewrite /in_bounds /= andbT. Qed.

Section Layout.
Variable T : Type.
Implicit Types (X : seq nat -> T) (F : nat -> seq nat -> T).

(* slicing a replicated tensor at offset coord * c gives the contiguous
   shard (the expert range of rank r when d is an expert dim) *)
Lemma slice_shard_reindex P d c s X F : d < size s -> nth 0 s d = P * c ->
  rel_replicated P s X F ->
  rel_contiguous_shard P d c (set_nth 0 s d c) X (fun r => reindex d (addn (r * c)) (F r)).
Proof.
move=> ds sd H r rP; apply: (@reindex_teq_glob _ _ _ _ (P * c)); rewrite ?size_set_nth_lt //.
- by rewrite set_set_nth_eq -sd set_nth_id //; apply: H.
- by move=> t; rewrite nth_set_nth_eq; apply: shard_lt.
Qed.

Lemma rule_slice_expert P d c s X F : d < size s -> nth 0 s d = P * c ->
  rel_replicated P s X F ->
  rel_expert_partition P d c (set_nth 0 s d c) X (fun r => reindex d (addn (r * c)) (F r)).
Proof. exact: slice_shard_reindex. Qed.

(* broadcasting replicated tokens along a new leading expert dim *)
Lemma rule_broadcast_expert P ce s X F :
  rel_replicated P s X F ->
  rel_expert_partition P 0 ce (ce :: s) (fun i => X (del 0 i)) (fun r i => F r (del 0 i)).
Proof.
move=> H r rP [|a i] //; rewrite in_bounds_cons => /andP[_ ib].
by rewrite /reindex /del /= !drop0 H.
Qed.
End Layout.

Section EP.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* the chunk at o r = r * c of a replicated dim n = P * c (both as the plan
   renders them, the equations by ring: e.g. the SP cut of a shuffled stream) *)
Lemma rule_slice_shard P d c n (o : nat -> nat) s (X : tensor) F : d < size s -> nth 0%N s d = n ->
  n = (P * c)%N -> (forall r, o r = (r * c)%N) ->
  rel_replicated P s X F ->
  rel_contiguous_shard P d c (set_nth 0%N s d c) X (fun r => op_slice d (o r) (F r)).
Proof.
move=> ds sd en Ho H r rP; rewrite /op_slice Ho.
exact: (slice_shard_reindex (F := F)) ds (etrans sd en) H r rP.
Qed.

Lemma rule_slice_expert_op P d c s (X : tensor) F : d < size s -> nth 0%N s d = (P * c)%N ->
  rel_replicated P s X F ->
  rel_expert_partition P d c (set_nth 0%N s d c) X (fun r => op_slice d (r * c) (F r)).
Proof. exact: slice_shard_reindex. Qed.

Lemma rule_broadcast_expert_op P ce s (X : tensor) F :
  rel_replicated P s X F ->
  rel_expert_partition P 0 ce (ce :: s) (op_broadcast 0 X) (fun r => op_broadcast 0 (F r)).
Proof. exact: rule_broadcast_expert. Qed.

(* batched matmul with the batch (expert) dim 0 laid out on both operands *)
Lemma rule_batched_matmul_batch P g ce m k n (A B : tensor) FA FB :
  rel_reindex P 0 g [:: ce; m; k] A FA -> rel_reindex P 0 g [:: ce; k; n] B FB ->
  rel_reindex P 0 g [:: ce; m; n] (op_batched_matmul k A B)
    (fun r => op_batched_matmul k (FA r) (FB r)).
Proof.
move=> HA HB r rP [|e [|a [|b [|? ?]]]] //; rewrite in_bounds3 => /and3P[b0 b1 b2].
rewrite /reindex /op_batched_matmul /=; apply: eq_big_nat => j /andP[_ jk].
by rewrite HA ?HB ?in_bounds3 ?b0 ?b1 ?b2 ?jk.
Qed.

(* static EP combine: Y = per-expert outputs, W = combine weights (0 for
   experts not in the token's top-k), both [.., E, ..] with the expert dim d
   partitioned; y = sum over experts of W * Y.  Each rank sums its own
   experts: partial sums (scale 1) of the SM combine. *)
Lemma rule_moe_combine_static P d ce s (W Y : tensor) FW FY :
  d < size s -> nth 0%N s d = ce ->
  rel_expert_partition P d ce s W FW ->
  rel_expert_partition P d ce s Y FY ->
  rel_partial_sum P 1 (del d s) (op_reduce_sum d (P * ce) (op_mul W Y))
    (fun r => op_reduce_sum d ce (op_mul (FW r) (FY r))).
Proof. move=> ds sd HW HY; exact: (rule_reduce_sum_shard ds sd erefl (rule_map2_reindex (fun a b => a * b) HW HY)). Qed.
End EP.
