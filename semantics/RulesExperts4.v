(* Batched matmul with a layout on one of its batch dims, any rank (the
   planner's MoE experts: operands [E; B; m; k] and [E; B; k; n], the expert
   dim 0 partitioned over tp and the batch dim 1 over dp).  RulesMoE.v's
   rule_batched_matmul_batch is the rank-3, dim-0 case.  Shapes are
   [rcons (rcons s0 m) k] (batch dims s0), literal after conversion.       *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesLayout.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Lemma set_nth_rcons2 (s0 : seq nat) m n k :
  set_nth 0 (rcons (rcons s0 m) n) (size s0) k = rcons (rcons s0 k) n.
Proof. by elim: s0 => //= a s0 ->. Qed.

(* B's index: the row (second-last) coordinate set to the contraction index *)
Lemma in_bounds_bmm_b s0 m n k i j : in_bounds (rcons (rcons s0 m) n) i -> j < k ->
  in_bounds (rcons (rcons s0 k) n) (set_nth 0 i (size s0) j).
Proof.
move=> ib jk; rewrite -(set_nth_rcons2 s0 m n k); apply: in_bounds_set_nth => //.
by rewrite !size_rcons ltnS leqnSn.
Qed.

Section BatchLayout.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* the layout g of batch dim d (d < size s0) on both operands stays on the output *)
Lemma rule_batched_matmul_lead P d g s0 m k n (A B : tensor) FA FB : d < size s0 ->
  rel_reindex P d g (rcons (rcons s0 m) k) A FA ->
  rel_reindex P d g (rcons (rcons s0 k) n) B FB ->
  rel_reindex P d g (rcons (rcons s0 m) n) (op_batched_matmul k A B)
    (fun r => op_batched_matmul k (FA r) (FB r)).
Proof.
move=> ds HA HB r rP i ib; have L := in_bounds_rcons_size ib.
have si : size i = (size s0).+2 by rewrite (in_bounds_size ib) !size_rcons.
have dl : d < lastd i by rewrite L size_rcons ltnS ltnW.
have dsi : d < size i by rewrite si ltnS ltnW // ltnW.
rewrite /reindex /op_batched_matmul size_set_nth_lt // si /=.
apply: eq_big_nat => j /andP[_ jk].
rewrite (HA r rP _ (in_bounds_row ib jk)) (HB r rP _ (in_bounds_bmm_b ib jk)).
have sd : size s0 != d by rewrite gtn_eqF.
by rewrite /reindex nth_row_at // row_at_set // nth_set_nth_ne // set_set_nth_comm.
Qed.

Lemma rule_batched_matmul_lead_contiguous P d c s0 m k n (A B : tensor) FA FB : d < size s0 ->
  rel_contiguous_shard P d c (rcons (rcons s0 m) k) A FA ->
  rel_contiguous_shard P d c (rcons (rcons s0 k) n) B FB ->
  rel_contiguous_shard P d c (rcons (rcons s0 m) n) (op_batched_matmul k A B)
    (fun r => op_batched_matmul k (FA r) (FB r)).
Proof. exact: rule_batched_matmul_lead. Qed.

(* experts: the weights (or the activations' expert rows) partitioned, the
   other operand (tokens broadcast along the expert dim, every chunk equal)
   laid out by the same chunks *)
Lemma rule_batched_matmul_lead_expert P d c s0 m k n (A B : tensor) FA FB : d < size s0 ->
  rel_reindex P d (contig_map c) (rcons (rcons s0 m) k) A FA ->
  rel_reindex P d (contig_map c) (rcons (rcons s0 k) n) B FB ->
  rel_expert_partition P d c (rcons (rcons s0 m) n) (op_batched_matmul k A B)
    (fun r => op_batched_matmul k (FA r) (FB r)).
Proof. exact: rule_batched_matmul_lead. Qed.
(* an output entry reads its row of A and its column of B in its batch: the
   fact of the generic replicated rule (the router's weight gradient on
   tokens all-gathered over tp) *)
Lemma resp_batched_matmul s0 m k n :
  respects2 (@op_batched_matmul R k) (rcons (rcons s0 m) k) (rcons (rcons s0 k) n) (rcons (rcons s0 m) n).
Proof.
move=> A A' B B' HA HB i ib; have si : size i = (size s0).+2 by rewrite (in_bounds_size ib) !size_rcons.
rewrite /op_batched_matmul si /=; apply: eq_big_nat => j /andP[_ jk].
by rewrite (HA _ (in_bounds_row ib jk)) (HB _ (in_bounds_bmm_b ib jk)).
Qed.
(* the contraction dim laid out on both operands (A's last, B's second-last):
   per-rank products are partial sums (the a2a router's weight gradient,
   tokens split over tp; the SM contraction length w = P * c as the plan
   renders it, by ring) *)
Lemma rule_batched_matmul_row P c w s0 m n (A B : tensor) FA FB : w = (P * c)%N ->
  rel_contiguous_shard P (size s0).+1 c (rcons (rcons s0 m) c) A FA ->
  rel_contiguous_shard P (size s0) c (rcons (rcons s0 c) n) B FB ->
  rel_partial_sum P 1 (rcons (rcons s0 m) n) (op_batched_matmul w A B)
    (fun r => op_batched_matmul c (FA r) (FB r)).
Proof.
move=> -> HA HB i ib; have si : size i = (size s0).+2 by rewrite (in_bounds_size ib) !size_rcons.
have L := in_bounds_rcons_size ib; rewrite size_rcons in L.
rewrite mul1r /op_batched_matmul si /= sum_shards.
apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => j /andP[_ jc].
rewrite (HA r rP _ (in_bounds_row ib jc)) (HB r rP _ (in_bounds_bmm_b ib jc)).
by rewrite /reindex /contig_map /row_at L !nth_set_nth_eq !set_set_nth_eq.
Qed.
End BatchLayout.
Arguments resp_batched_matmul {R s0 m k n}.
