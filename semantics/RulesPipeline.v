(* Local rules, part 6: pipeline parallelism.  send/recv between stage
   peers (the receiver at stage coordinate s+1 reads what the member at
   stage src sent, at the same coordinates on every other mesh axis), and
   gradient accumulation over M microbatches (the PM add chain [accum_add]
   of per-microbatch gradients, with the loss normalized by the GLOBAL
   count k, equals the full-batch gradient).                              *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section SendRecv.
Variable T : Type.
Implicit Types (X : seq nat -> T).
(* F j r : value of stage j at coordinate r of the other axis (e.g. tp) *)
Lemma rule_recv_reindex P d g s X (F : nat -> nat -> seq nat -> T) src :
  rel_reindex P d g s X (F src) ->
  rel_reindex P d g s X (fun r => op_recv src (fun j => op_send (F j r))).
Proof. by []. Qed.

End SendRecv.

Section Accum.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma accum_addE M (F : nat -> tensor) i : accum_add M F i = \sum_(0 <= m < M) F m i.
Proof.
elim: M => [|M IH]; first by rewrite big_geq.
by rewrite big_nat_recr //= /op_add IH.
Qed.

(* values that are partial sums over the microbatch index are recovered by
   the accumulation chain *)
Lemma rule_accumulate_partial M k s (X : tensor) F :
  rel_partial_sum M k s X F -> rel_equal s X (op_scale k (accum_add M F)).
Proof. by move=> H i ib; rewrite /op_scale accum_addE H. Qed.

(* microbatch gradient accumulation: per-sample contributions X sharded in
   M microbatches of cm along the batch dim d; each microbatch reduces its
   own samples; the accumulated sum, scaled by the global-count factor k,
   is the SM's k * (sum over the whole batch) *)
Lemma rule_microbatch_accumulate M d cm k s (X : tensor) FX :
  d < size s -> nth 0%N s d = cm ->
  rel_contiguous_shard M d cm s X FX ->
  rel_equal (del d s) (op_scale k (op_reduce_sum d (M * cm) X))
    (op_scale k (accum_add M (fun m => op_reduce_sum d cm (FX m)))).
Proof.
move=> ds sd H; apply: rule_accumulate_partial.
by have := rule_scale_partial k (rule_reduce_sum_shard ds sd erefl H); rewrite mulr1.
Qed.
End Accum.
