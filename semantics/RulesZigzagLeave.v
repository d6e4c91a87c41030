(* Leaving the zigzag layout on a multi-axis mesh ((dp, cp, tp)): the
   inverse of RulesZigzagShuffle.v's entry shuffle, over cp = 2.  Zigzag
   rank r holds chunks r and 3-r (local length 2 * c, tp-gathered); one
   all-to-all along the sequence dim (split and concat, pieces of c) gives
   rank j member m's piece j, in member order: the receive buffer
   [zz_recv] (rank 0: chunks 0, 1; rank 1: chunks 3, 2).  Rank r then cuts
   it at r * c and c - r * c ([zz_unpick]) and concatenates the two pieces:
   chunks 2r, 2r+1, the contiguous shard of length 2 * c.
   - On cp: [rule_all_to_all_zz_recv] (RulesZigzagShuffle.v
     rule_all_to_all_reindex with the zigzag map), [rule_slice_unpick*]
     (a slice of the receive buffer at a coordinate offset), and the pair
     concat [rule_concat_unpick_pair] (two views of one value, equal on the
     level-above length w = P * 2c; RulesHaloMesh.v nest_pass2 /
     nest_map2e).
   - Below cp tp replicates the buffer: the slices are RulesZigzagShuffle.v
     rule_slice_replicated_coord / _half, the concat a replicated one. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import ssralg.
From TV Require Import Tensor Ops Collectives Relations Mesh RulesMissing RulesZigzagShuffle.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

(* rank j's receive buffer (local 2 * c): member m = t %/ c's piece j *)
Definition zz_recv P c : nat -> nat -> nat := fun j t => zz_glob P c (t %/ c) (j * c + t %% c).
(* the piece at offset o r (length c) of the receive buffer *)
Definition zz_unpick P c (o : nat -> nat) : nat -> nat -> nat := fun r t => zz_recv P c r (o r + t).

Lemma two_ranks P : 2 <= P -> P <= 2 -> P = 2.
Proof. by move=> P2 P2'; apply/eqP; rewrite eqn_leq P2' P2. Qed.

(* the pieces r * c and c - r * c over cp = 2 are chunks 2r and 2r+1 *)
Lemma divmod_chunk k c t : t < c -> ((k * c + t) %/ c = k) * ((k * c + t) %% c = t).
Proof.
move=> tc; have c0 : 0 < c by rewrite (leq_ltn_trans (leq0n t) tc).
by rewrite divnMDl // divn_small // addn0 modnMDl modn_small.
Qed.

Lemma zz_recv_first c r t : r < 2 -> t < c -> zz_recv 2 c r (r * c + t) = r * (2 * c) + t.
Proof.
move=> r2 tc; rewrite /zz_recv !(@divmod_chunk _ _ _ tc) /zz_glob.
case: r r2 => [|[|]] // _; first by rewrite !mul0n !add0n tc.
by rewrite !mul1n ltnNge leq_addr /= addKn.
Qed.

Lemma zz_recv_second c r t : r < 2 -> t < c -> zz_recv 2 c r (c - r * c + t) = r * (2 * c) + (c + t).
Proof.
move=> r2 tc; case: r r2 => [|[|]] // _.
  have -> : c - 0 * c + t = 1 * c + t by rewrite mul0n subn0 mul1n.
  by rewrite /zz_recv !(@divmod_chunk _ _ _ tc) /zz_glob mul0n add0n tc mul1n.
have -> : c - 1 * c + t = 0 * c + t by rewrite mul1n subnn mul0n.
rewrite /zz_recv !(@divmod_chunk _ _ _ tc) /zz_glob mul1n ltnNge leq_addr /= addKn.
by rewrite mul1n addnA -mulSnr.
Qed.

(* ---------- the all-to-all of the zigzag stream ---------- *)
Section AllToAll.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

Lemma rule_all_to_all_zz_recv P d c s (X : tensor) F :
  d < size s -> nth 0 s d = 2 * c -> 2 <= P -> P <= 2 ->
  rel_zigzag P d c s X F ->
  rel_reindex P d (zz_recv P c) s X (fun j => op_all_to_all_dim d (a2a_piece (nth 0 s d) P) F j).
Proof.
move=> ds sd P2 P2' H; have eP := two_ranks P2 P2'; subst P.
rewrite /a2a_piece sd mulKn //; exact: (@rule_all_to_all_reindex T 2 d c (zz_glob 2 c) s X F ds sd H).
Qed.
End AllToAll.

(* ---------- the pieces of the receive buffer on cp ---------- *)
Section Unpick.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* a slice at offset o r <= c (length c) of the receive buffer (local L = 2 * c) *)
Lemma rule_slice_unpick P d L c (o : nat -> nat) s (X : tensor) F : d < size s -> nth 0 s d = L -> L = 2 * c ->
  (forall r, r < P -> o r <= c) ->
  rel_reindex P d (zz_recv P c) s X F ->
  rel_reindex P d (zz_unpick P c o) (set_nth 0 s d c) X (fun r => op_slice d (o r) (F r)).
Proof.
move=> ds sd Lc oc H r rP i ib.
have ds' : d < size (set_nth 0 s d c) by rewrite size_set_nth_lt.
have tc : nth 0 i d < c by have := in_bounds_nth ib ds'; rewrite nth_set_nth_eq.
have tL : o r + nth 0 i d < L by rewrite Lc mul2n -addnn -addnS leq_add // oc.
have ib' : in_bounds s (set_nth 0 i d (o r + nth 0 i d)).
  by have := in_bounds_set_nth ds' ib tL; rewrite set_set_nth_eq -sd set_nth_id.
by rewrite /op_slice /reindex H // /reindex /zz_unpick nth_set_nth_eq set_set_nth_eq.
Qed.

(* the piece at o r = r * c, on a level of size P <= 2 *)
Lemma rule_slice_unpick_coord P d L c (o : nat -> nat) s (X : tensor) F : d < size s -> nth 0 s d = L ->
  L = 2 * c -> (forall r, o r = r * c) -> P <= 2 ->
  rel_reindex P d (zz_recv P c) s X F ->
  rel_reindex P d (zz_unpick P c o) (set_nth 0 s d c) X (fun r => op_slice d (o r) (F r)).
Proof. by move=> ds sd Lc Ho P2; apply: (rule_slice_unpick (L := L)) => // r rP; rewrite Ho; exact: coord_chunk_le rP P2. Qed.

(* the two pieces r * c then c - r * c of two views of one value (equal on
   the level-above length w = P * n2), concatenated over cp = 2: the
   contiguous shard of length n2 = 2 * c (o2 stated from o1, as the plan
   renders both: c - o1 r by conversion) *)
Lemma rule_concat_unpick_pair P d c w n2 (o1 o2 : nat -> nat) s (X1 X2 : tensor) F1 F2 :
  d < size s -> nth 0 s d = c -> w = P * n2 -> n2 = 2 * c ->
  (forall r, o1 r = r * c) -> (forall r, o2 r = c - o1 r) -> 2 <= P -> P <= 2 ->
  teq (set_nth 0 s d w) X1 X2 ->
  rel_reindex P d (zz_unpick P c o1) s X1 F1 -> rel_reindex P d (zz_unpick P c o2) s X2 F2 ->
  rel_contiguous_shard P d n2 (set_nth 0 s d n2) X2 (fun r => op_concat d c (F1 r) (F2 r)).
Proof.
move=> ds sd ew n2c Ho1 Ho2' P2 P2' e H1 H2; have eP := two_ranks P2 P2'; subst P.
have Ho2 r : o2 r = c - r * c by rewrite Ho2' Ho1.
move=> r rP i ib.
have ds2 : d < size (set_nth 0 s d n2) by rewrite size_set_nth_lt.
have tn : nth 0 i d < 2 * c by have := in_bounds_nth ib ds2; rewrite nth_set_nth_eq n2c.
rewrite /op_concat /reindex /contig_map; case: ltnP => tc.
  have ib1 : in_bounds s i by have := in_bounds_shrink ds ib tc; rewrite -sd set_nth_id.
  rewrite H1 // /reindex /zz_unpick Ho1 zz_recv_first // e //; first by rewrite n2c.
  by apply: in_bounds_set_nth ds ib1 _; rewrite ew n2c; apply: shard_lt.
have tc' : nth 0 i d - c < c by rewrite ltn_subLR // addnn -mul2n.
have ib2 : in_bounds s (set_nth 0 i d (nth 0 i d - c)).
  by have := in_bounds_set_nth ds2 ib tc'; rewrite set_set_nth_eq -sd set_nth_id.
by rewrite H2 // /reindex /zz_unpick Ho2 nth_set_nth_eq zz_recv_second // set_set_nth_eq subnKC // n2c.
Qed.
End Unpick.
