(* The zigzag query positions on a multi-axis mesh ((dp, cp, tp)), cut from
   the full positions (an index value, op_slice_index): chunk r (slice at
   r * c) and chunk 2P-1-r (slice at (2P-1-r) * c) of the replicated arange
   of length 2 * P * c, concatenated on cp.
   - On cp (the level whose coordinate the offsets read) the chunks are the
     contiguous shard and the zz_second layout of the full positions
     ([rule_slice_index_zz_first], [rule_slice_index_zz_second]; the offset
     as the plan renders it, equal to r * c / (2P-1-r) * c by hypothesis).
   - Below cp (tp replicates the positions) each chunk is a slice at a
     constant offset there, in range because the outer coordinate i < Q
     ([rule_slice_index_replicated_zz_first] / [_second]).
   - The two chunks are views of one SM value; over the outer levels they
     are lifted as a pair (RulesHaloMesh.v nest_pass2 / nest_map2e), so on
     cp the concat sees two values equal only on the level-above shape w
     (= 2 * P * c): [rule_concat_index_zz_pair] moves the first chunk's
     relation onto the second value ([reindex_teq_sm]: the first chunk
     reads positions below P * c <= w) and concatenates
     ([rule_concat_index_zz]).
   The ring-valued twin [rule_concat_zz_pair] is the same step for the
   stream's chunks cut from its all-gathered value (the zigzag entry
   shuffle of planner/cross.py, for every P). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import ssralg.
From TV Require Import Tensor Ops Relations RulesHaloMesh RulesZigzagShuffle.
(* the obligations using these rules mention zz_second and op_slice_index *)
From TV Require Export RulesMissing RulesZigzag RulesHaloShift.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Local Notation itensor := (seq nat -> nat).

(* ---------- the chunks on the level whose coordinate they read (cp) ---------- *)
(* any value type: the cut reindex d (addn (o r)) (op_slice / op_slice_index) *)
Section Cut.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

(* chunk r: offset o r = r * c of the replicated full value (2 * P * c on d) *)
Lemma cut_zz_first P d c s (o : nat -> nat) (X : tensor) F :
  d < size s -> nth 0 s d = 2 * P * c -> (forall r, o r = r * c) ->
  rel_replicated P s X F ->
  rel_contiguous_shard P d c (set_nth 0 s d c) X (fun r => reindex d (addn (o r)) (F r)).
Proof.
move=> ds sd Ho H r rP; rewrite Ho.
by apply: (slice_offset (o := fun r => r * c)) H r rP => // r' t rP' tc; rewrite sd first_lt.
Qed.

(* chunk 2P-1-r: offset o r = (2P-1-r) * c *)
Lemma cut_zz_second P d c s (o : nat -> nat) (X : tensor) F :
  d < size s -> nth 0 s d = 2 * P * c -> (forall r, r < P -> o r = (2 * P - 1 - r) * c) ->
  rel_replicated P s X F ->
  rel_reindex P d (zz_second P c) (set_nth 0 s d c) X (fun r => reindex d (addn (o r)) (F r)).
Proof.
move=> ds sd Ho H r rP; rewrite Ho //.
by apply: (slice_offset (o := fun r => (2 * P - 1 - r) * c)) H r rP => // r' t rP' tc; rewrite sd zz_second_lt.
Qed.
End Cut.

(* the zigzag positions (index values) *)
Lemma rule_slice_index_zz_first P d c s (o : nat -> nat) (X : itensor) F :
  d < size s -> nth 0 s d = 2 * P * c -> (forall r, o r = r * c) ->
  rel_replicated P s X F ->
  rel_contiguous_shard P d c (set_nth 0 s d c) X (fun r => op_slice_index d (o r) (F r)).
Proof. exact: cut_zz_first. Qed.

Lemma rule_slice_index_zz_second P d c s (o : nat -> nat) (X : itensor) F :
  d < size s -> nth 0 s d = 2 * P * c -> (forall r, r < P -> o r = (2 * P - 1 - r) * c) ->
  rel_replicated P s X F ->
  rel_reindex P d (zz_second P c) (set_nth 0 s d c) X (fun r => op_slice_index d (o r) (F r)).
Proof. exact: cut_zz_second. Qed.

(* ---------- below it: a slice at a constant offset of replicated positions ---------- *)
Lemma slice_index_replicated P d o n s (X : itensor) F : d < size s -> o + n <= nth 0 s d ->
  rel_replicated P s X F ->
  rel_replicated P (set_nth 0 s d n) (op_slice_index d o X) (fun r => op_slice_index d o (F r)).
Proof.
move=> ds on H r rP; apply: (@reindex_teq_glob _ _ _ _ (nth 0 s d)); rewrite ?size_set_nth_lt //.
- by rewrite set_set_nth_eq set_nth_id //; exact: H.
- by move=> t; rewrite nth_set_nth_eq => tn; apply: leq_trans on; rewrite ltn_add2l.
Qed.

(* chunk i (offset o i = i * c) of a 2 * Q * c dim, i < Q the coordinate of an outer level *)
Lemma rule_slice_index_replicated_zz_first P Q (o : nat -> nat) i d c s (X : itensor) F :
  d < size s -> nth 0 s d = 2 * Q * c -> (forall r, o r = r * c) -> i < Q ->
  rel_replicated P s X F ->
  rel_replicated P (set_nth 0 s d c) (op_slice_index d (o i) X) (fun r => op_slice_index d (o i) (F r)).
Proof. by move=> ds sd Ho iQ; apply: slice_index_replicated => //; rewrite sd Ho zz_first_le. Qed.

(* the mirrored chunk 2Q-1-i *)
Lemma rule_slice_index_replicated_zz_second P Q (o : nat -> nat) i d c s (X : itensor) F :
  d < size s -> nth 0 s d = 2 * Q * c -> (forall r, r < Q -> o r = (2 * Q - 1 - r) * c) -> i < Q ->
  rel_replicated P s X F ->
  rel_replicated P (set_nth 0 s d c) (op_slice_index d (o i) X) (fun r => op_slice_index d (o i) (F r)).
Proof. by move=> ds sd Ho iQ; apply: slice_index_replicated => //; rewrite sd Ho // zz_second_le. Qed.

(* ---------- the concat of two views equal above ---------- *)
(* chunks r and 2P-1-r of two values equal on the level-above length
   w = 2 * P * c, concatenated (RulesMissing.v cat2, any value type); the
   local shape s (2 * c on d) as the plan renders it *)
Section Pair.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

Lemma cat2_zz_pair P d c w s (ds : d < size s) (sd : nth 0 s d = 2 * c) (ew : w = 2 * P * c)
  (X1 X2 : tensor) F1 F2 :
  teq (set_nth 0 s d w) X1 X2 ->
  rel_contiguous_shard P d c (set_nth 0 s d c) X1 F1 ->
  rel_reindex P d (zz_second P c) (set_nth 0 s d c) X2 F2 ->
  rel_zigzag P d c s X2 (fun r => cat2 d c (F1 r) (F2 r)).
Proof.
have Es : set_nth 0 s d (2 * c) = s by rewrite -sd set_nth_id.
move=> e H1 H2; rewrite -Es; apply: concat_zigzag => //.
have ds' : d < size (set_nth 0 s d c) by rewrite size_set_nth_lt.
apply: (reindex_teq_sm ds' (w := w)) H1; last by rewrite set_set_nth_eq.
by move=> r t rP; rewrite nth_set_nth_eq ew => tc; exact: first_lt.
Qed.
End Pair.

(* the zigzag positions (index values) *)
Lemma rule_concat_index_zz_pair P d c w s (ds : d < size s) (sd : nth 0 s d = 2 * c) (ew : w = 2 * P * c)
  (X1 X2 : itensor) F1 F2 :
  teq (set_nth 0 s d w) X1 X2 ->
  rel_contiguous_shard P d c (set_nth 0 s d c) X1 F1 ->
  rel_reindex P d (zz_second P c) (set_nth 0 s d c) X2 F2 ->
  rel_zigzag P d c s X2 (fun r => op_concat_index d c (F1 r) (F2 r)).
Proof. exact: cat2_zz_pair. Qed.

(* the ring-valued stream: the entry shuffle's cut of the all-gathered
   stream, for every P *)
Lemma rule_concat_zz_pair (R : comRingType) P d c w s (ds : d < size s) (sd : nth 0 s d = 2 * c)
  (ew : w = 2 * P * c) (X1 X2 : seq nat -> R) F1 F2 :
  teq (set_nth 0 s d w) X1 X2 ->
  rel_contiguous_shard P d c (set_nth 0 s d c) X1 F1 ->
  rel_reindex P d (zz_second P c) (set_nth 0 s d c) X2 F2 ->
  rel_zigzag P d c s X2 (fun r => op_concat d c (F1 r) (F2 r)).
Proof. exact: cat2_zz_pair. Qed.
