(* Entering the zigzag layout on a multi-axis mesh ((dp, cp, tp)): the
   all-to-all shuffle's send pieces.  Contiguous rank r of cp = 2 holds the
   chunks 2r, 2r+1 (local length L = 2 * c); it cuts the piece for member i
   at a coordinate-dependent offset (r * c: the chunk it keeps for member 0,
   c - r * c: the other), on the tp-gathered stream.
   - Below cp (tp replicates the stream) the cut is an ordinary slice whose
     offset is a constant there: [rule_slice_replicated_half] takes its
     bound o <= c from a library lemma on the outer coordinate
     ([coord_chunk_le]: i < Q <= 2; [leq_subr] for c - i * c).
   - On cp itself, a slice at offset o r of the contiguous shard reads the
     SM value at r * L + o r + t: the layout [zz_pick L o]
     ([rule_slice_pick]). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLayout.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

(* the offset r * c of a coordinate r < Q <= 2 stays within one chunk *)
Lemma coord_chunk_le i Q c : i < Q -> Q <= 2 -> i * c <= c.
Proof. by move=> iQ Q2; rewrite -{2}(mul1n c) leq_mul2r -ltnS (leq_trans iQ Q2) orbT. Qed.

(* rank r's piece at offset o r of its contiguous shard (length L) *)
Definition zz_pick L (o : nat -> nat) : nat -> nat -> nat := fun r t => r * L + o r + t.

Section Pieces.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* one chunk of a 2 * c dim at offset o <= c, on a level that replicates it *)
Lemma rule_slice_replicated_half P d o c s (X : tensor) F : d < size s -> nth 0 s d = 2 * c -> o <= c ->
  rel_replicated P s X F ->
  rel_replicated P (set_nth 0 s d c) (op_slice d o X) (fun r => op_slice d o (F r)).
Proof. by move=> ds sd oc; apply: rule_slice_replicated => //; rewrite sd mul2n -addnn leq_add2r. Qed.

(* a slice at offset o r (length c) of a contiguous shard of length L = 2 * c *)
Lemma rule_slice_pick P d L c (o : nat -> nat) s (X : tensor) F : d < size s -> nth 0 s d = L -> L = 2 * c ->
  (forall r, r < P -> o r <= c) ->
  rel_contiguous_shard P d L s X F ->
  rel_reindex P d (zz_pick L o) (set_nth 0 s d c) X (fun r => op_slice d (o r) (F r)).
Proof.
move=> ds sd Lc oc H r rP i ib.
have ds' : d < size (set_nth 0 s d c) by rewrite size_set_nth_lt.
have tc : nth 0 i d < c by have := in_bounds_nth ib ds'; rewrite nth_set_nth_eq.
have tL : o r + nth 0 i d < L by rewrite Lc mul2n -addnn -addnS leq_add // oc.
have ib' : in_bounds s (set_nth 0 i d (o r + nth 0 i d)).
  by have := in_bounds_set_nth ds' ib tL; rewrite set_set_nth_eq -sd set_nth_id.
by rewrite /op_slice /reindex H // /reindex /contig_map /zz_pick nth_set_nth_eq set_set_nth_eq addnA.
Qed.
End Pieces.
