(* Local rules, part 8: vocab-parallel cross-entropy.  Logits Z [.., V]
   sharded on the vocab (last) dim over the group (V = P * vl, rank r holds
   classes [r*vl, (r+1)*vl)), labels replicated.  Each rank computes its
   partial sum of exp over its classes and its one-hot pick of the label's
   logit (offset r * vl, 0 if the label is not its class); both are partial
   sums (scale 1) of the SM quantities, and after two all-reduces
   loss = log (sum exp) - pick, which is the SM cross-entropy.
   No max-subtraction: the PM sums exp z exactly as the SM does, so no
   property of exp or log is needed (a max-subtracted variant would need
   exp (x - m) = exp x / exp m and log (s / exp m) = log s - m as explicit
   hypotheses).                                                          *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Lemma ins_size j (i : seq nat) : ins (size i) j i = rcons i j.
Proof. by rewrite /ins take_size drop_size cats1. Qed.

Lemma del_rcons_size (s0 : seq nat) n : del (size s0) (rcons s0 n) = s0.
Proof. by rewrite /del -cats1 take_size_cat // drop_oversize ?cats0 // size_cat /= addn1. Qed.

Lemma nth_rcons_size (s0 : seq nat) n : nth 0 (rcons s0 n) (size s0) = n.
Proof. by rewrite nth_rcons ltnn eqxx. Qed.

Lemma in_bounds_rcons s0 n i j : in_bounds s0 i -> j < n -> in_bounds (rcons s0 n) (rcons i j).
Proof.
move=> /in_boundsP[si H] jn; apply/in_boundsP; rewrite !size_rcons si; split=> // k.
rewrite ltnS leq_eqVlt => /orP[/eqP->|ks]; first by rewrite -{1}si !nth_rcons_size.
by rewrite !nth_rcons si ks; apply: H.
Qed.

Section Partial.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable exp : R -> R.

(* the one-hot pick over vocab shards is a partial sum *)
Lemma rule_pick_vocab P vl s0 (Z : tensor) FZ labels Fl :
  rel_contiguous_shard P (size s0) vl (rcons s0 vl) Z FZ ->
  rel_replicated P s0 labels Fl ->
  rel_partial_sum P 1 s0 (op_pick_off 0 (P * vl) Z labels)
    (fun r => op_pick_off (r * vl) vl (FZ r) (Fl r)).
Proof.
move=> HZ Hl i ib; rewrite mul1r /op_pick_off sum_shards.
apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => j /andP[_ jv].
rewrite Hl // HZ ?in_bounds_rcons // /reindex /contig_map -(in_bounds_size ib).
by rewrite nth_rcons_size set_nth_rcons add0n.
Qed.

(* sum of exp over vocab shards is a partial sum *)
Lemma rule_sumexp_vocab P vl s0 (Z : tensor) FZ :
  rel_contiguous_shard P (size s0) vl (rcons s0 vl) Z FZ ->
  rel_partial_sum P 1 s0 (op_reduce_sum (size s0) (P * vl) (op_exp exp Z))
    (fun r => op_reduce_sum (size s0) vl (op_exp exp (FZ r))).
Proof.
move=> HZ; have := @rule_reduce_sum_shard R P (size s0) vl _ (rcons s0 vl) _ _ _ _ erefl (rule_map1_reindex exp HZ).
by rewrite del_rcons_size nth_rcons_size size_rcons; apply.
Qed.

End Partial.

Section CE.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variables exp log : R -> R.

(* SM rewrite: cross-entropy = log (reduce_sum exp) - one-hot pick *)
Lemma cross_entropy_decompose V s0 (Z : tensor) labels :
  teq s0 (op_cross_entropy exp log V Z labels)
    (op_sub (op_log log (op_reduce_sum (size s0) V (op_exp exp Z))) (op_pick_off 0 V Z labels)).
Proof.
move=> i ib; rewrite /op_cross_entropy /op_sub /op_log /pointwise /op_reduce_sum /op_exp /pointwise.
rewrite /op_pick_off /rowsum -(in_bounds_size ib).
by congr (log _ - _); apply: eq_big_nat => v _; rewrite ins_size ?add0n.
Qed.

(* the whole vocab-parallel loss: two all-reduces (scale 1), log, sub *)
Lemma rule_cross_entropy_vocab P vl s0 (Z : tensor) FZ labels Fl :
  rel_contiguous_shard P (size s0) vl (rcons s0 vl) Z FZ ->
  rel_replicated P s0 labels Fl ->
  rel_replicated P s0 (op_cross_entropy exp log (P * vl) Z labels)
    (fun _ => op_sub (op_log log (op_all_reduce P 1 (fun r => op_reduce_sum (size s0) vl (op_exp exp (FZ r)))))
                     (op_all_reduce P 1 (fun r => op_pick_off (r * vl) vl (FZ r) (Fl r)))).
Proof.
move=> HZ Hl r _ i ib; rewrite (@cross_entropy_decompose _ s0) //.
by rewrite /op_sub /op_log /pointwise (rule_sumexp_vocab exp HZ) // (rule_pick_vocab HZ Hl).
Qed.
End CE.
