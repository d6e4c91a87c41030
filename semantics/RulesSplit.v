(* OP_SPLIT, piece by piece. The compiler renders output k of a split along
   dim d as [op_slice d o X], o the lengths of the pieces before it (Ops.v's
   op_slice: a rank-independent offset), n its own length and m the lengths
   after it, so that the input's dim d is o + n + m (the side condition,
   proved by ring from the plan's sizes). A piece along a dim that no mesh
   axis lays out keeps the input's relation:
   - replicated: rule_slice_replicated of RulesReplicatedLayout.v;
   - laid out along another dim e (any rel_reindex: contiguous shards): the
     slice's reindex along d commutes with the layout's along e (reindexC);
   - a partial sum: the slice reads one index of every rank's term.
   The concat of two pieces (Ops.v op_concat d n1) along such a dim keeps
   the relation they share, with the output length w = n1 + n2 (ring).
   The PyTorch importer's rotate-half RoPE (`cat(-x2, x1)` of
   `x.chunk(2, -1)`, and the same in backward) splits and concatenates
   head-sharded q/k along head_dim this way.                               *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLayout RulesMissing.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section Split.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

Lemma split_bound o n m w : w = o + n + m -> o + n <= w.
Proof. by move=> ->; apply: leq_addr. Qed.

Lemma rule_split_replicated P d o n m s (X : tensor) F : d < size s -> nth 0 s d = o + n + m ->
  rel_replicated P s X F ->
  rel_replicated P (set_nth 0 s d n) (op_slice d o X) (fun r => op_slice d o (F r)).
Proof. by move=> ds /split_bound; apply: rule_slice_replicated. Qed.

Lemma rule_split_reindex_other P e g d o n m s (X : tensor) F :
  e != d -> d < size s -> nth 0 s d = o + n + m ->
  rel_reindex P e g s X F ->
  rel_reindex P e g (set_nth 0 s d n) (op_slice d o X) (fun r => op_slice d o (F r)).
Proof.
move=> ed ds /split_bound on H r rP i ib.
by rewrite (resp_slice ds on (H r rP) ib) /op_slice reindexC // eq_sym.
Qed.

Lemma rule_split_partial P (k : R) d o n m s (X : tensor) F : d < size s -> nth 0 s d = o + n + m ->
  rel_partial_sum P k s X F ->
  rel_partial_sum P k (set_nth 0 s d n) (op_slice d o X) (fun r => op_slice d o (F r)).
Proof. by move=> ds /split_bound on H; apply: (resp_slice ds on H). Qed.

(* the two pieces of an index of the concat's shape s (length n1 + n2 on d) *)
Lemma in_bounds_first s d n1 i : d < size s -> in_bounds s i -> nth 0 i d < n1 ->
  in_bounds (set_nth 0 s d n1) i.
Proof. by move=> ds ib; apply: (@in_bounds_shrink s d n1 (nth 0 s d) i ds); rewrite set_nth_id. Qed.

Lemma in_bounds_second s d n1 n2 i : d < size s -> nth 0 s d = n1 + n2 -> in_bounds s i ->
  n1 <= nth 0 i d -> in_bounds (set_nth 0 s d n2) (set_nth 0 i d (nth 0 i d - n1)).
Proof.
move=> ds w ib ge; apply: (in_bounds_set_nth ds ib).
by rewrite ltn_subLR // -w; apply: in_bounds_nth.
Qed.

Lemma rule_concat_replicated P d n1 n2 s (X Y : tensor) F G : d < size s -> nth 0 s d = n1 + n2 ->
  rel_replicated P (set_nth 0 s d n1) X F -> rel_replicated P (set_nth 0 s d n2) Y G ->
  rel_replicated P s (op_concat d n1 X Y) (fun r => op_concat d n1 (F r) (G r)).
Proof.
move=> ds w H1 H2 r rP i ib; rewrite /op_concat; case: ltnP => lt.
  by rewrite H1 // in_bounds_first.
by rewrite H2 // in_bounds_second.
Qed.

Lemma rule_concat_reindex_other P e g d n1 n2 s (X Y : tensor) F G :
  e != d -> d < size s -> nth 0 s d = n1 + n2 ->
  rel_reindex P e g (set_nth 0 s d n1) X F -> rel_reindex P e g (set_nth 0 s d n2) Y G ->
  rel_reindex P e g s (op_concat d n1 X Y) (fun r => op_concat d n1 (F r) (G r)).
Proof.
move=> ed ds w H1 H2 r rP i ib; have de : d != e by rewrite eq_sym.
rewrite /op_concat /reindex nth_set_nth_ne //.
case: ltnP => lt; first by rewrite H1 // in_bounds_first.
by rewrite H2 ?in_bounds_second // /reindex nth_set_nth_ne // set_set_nth_comm.
Qed.

Lemma rule_concat_partial P (k : R) d n1 n2 s (X Y : tensor) F G : d < size s -> nth 0 s d = n1 + n2 ->
  rel_partial_sum P k (set_nth 0 s d n1) X F -> rel_partial_sum P k (set_nth 0 s d n2) Y G ->
  rel_partial_sum P k s (op_concat d n1 X Y) (fun r => op_concat d n1 (F r) (G r)).
Proof.
move=> ds w H1 H2 i ib; rewrite /op_concat; case: ltnP => lt.
  by rewrite H1 // in_bounds_first.
by rewrite H2 // in_bounds_second.
Qed.
End Split.
