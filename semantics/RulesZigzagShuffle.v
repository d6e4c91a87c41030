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
From Coq Require Import Lia.
From TV Require Import Tensor Ops Collectives Relations Mesh RulesMoE RulesReplicatedLayout RulesMissing.
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

(* the same at the offset o i = i * c of an outer coordinate i < Q <= 2 *)
Lemma rule_slice_replicated_coord P Q (o : nat -> nat) i d c s (X : tensor) F : d < size s -> nth 0 s d = 2 * c ->
  (forall r, o r = r * c) -> i < Q -> Q <= 2 ->
  rel_replicated P s X F ->
  rel_replicated P (set_nth 0 s d c) (op_slice d (o i) X) (fun r => op_slice d (o i) (F r)).
Proof. by move=> ds sd Ho iQ Q2; apply: rule_slice_replicated_half => //; rewrite Ho; exact: coord_chunk_le iQ Q2. Qed.

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

(* the piece at o r = r * c, on a level of size P <= 2 *)
Lemma rule_slice_pick_coord P d L c (o : nat -> nat) s (X : tensor) F : d < size s -> nth 0 s d = L -> L = 2 * c ->
  (forall r, o r = r * c) -> P <= 2 ->
  rel_contiguous_shard P d L s X F ->
  rel_reindex P d (zz_pick L o) (set_nth 0 s d c) X (fun r => op_slice d (o r) (F r)).
Proof. by move=> ds sd Lc Ho P2; apply: rule_slice_pick => // r rP; rewrite Ho; exact: coord_chunk_le rP P2. Qed.
End Pieces.

(* the send buffer: the two pieces concatenated (o1 first, each of length c) *)
Definition zz_send L c (o1 o2 : nat -> nat) : nat -> nat -> nat :=
  fun r t => if t < c then zz_pick L o1 r t else zz_pick L o2 r (t - c).

Section Send.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* a piece of the shard reads the SM value below the level-above length P * L *)
Lemma zz_pick_lt P L c (o : nat -> nat) r t : L = 2 * c -> r < P -> o r <= c -> t < c -> zz_pick L o r t < P * L.
Proof.
move=> Lc rP oc tc; rewrite /zz_pick -addnA; apply: shard_lt rP _.
by rewrite Lc mul2n -addnn -addnS leq_add.
Qed.

(* the two pieces of two views of one value (equal on the level-above shape,
   length w = P * L): the send buffer *)
Lemma rule_concat_pick_pair P d L c w n2 (o1 o2 : nat -> nat) s (X1 X2 : tensor) F1 F2 :
  d < size s -> nth 0 s d = c -> w = P * L -> L = 2 * c -> n2 = 2 * c ->
  (forall r, o1 r = r * c) -> P <= 2 ->
  teq (set_nth 0 s d w) X1 X2 ->
  rel_reindex P d (zz_pick L o1) s X1 F1 -> rel_reindex P d (zz_pick L o2) s X2 F2 ->
  rel_reindex P d (zz_send L c o1 o2) (set_nth 0 s d n2) X2 (fun r => op_concat d c (F1 r) (F2 r)).
Proof.
move=> ds sd ew Lc n2c Ho1 P2 e H1 H2 r rP i ib.
have ds2 : d < size (set_nth 0 s d n2) by rewrite size_set_nth_lt.
have di : d < size i by rewrite (in_bounds_size ib).
have tn : nth 0 i d < 2 * c by have := in_bounds_nth ib ds2; rewrite nth_set_nth_eq n2c.
rewrite /op_concat /reindex /zz_send; case: ltnP => tc.
  have ib1 : in_bounds s i by have := in_bounds_shrink ds ib tc; rewrite -sd set_nth_id.
  rewrite H1 // /reindex e //; apply: in_bounds_set_nth ds ib1 _.
  by rewrite ew; apply: (zz_pick_lt (c := c)) => //; rewrite Ho1; exact: coord_chunk_le rP P2.
have tc' : nth 0 i d - c < c by rewrite ltn_subLR // addnn -mul2n.
have ib2 : in_bounds s (set_nth 0 i d (nth 0 i d - c)).
  by have := in_bounds_set_nth ds2 ib tc'; rewrite set_set_nth_eq -sd set_nth_id.
by rewrite H2 // /reindex nth_set_nth_eq set_set_nth_eq.
Qed.
End Send.

(* ---------- the all-to-all of the send buffer ---------- *)
Section AllToAll.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

(* rank j receives piece j (chunk c) of every rank r, in rank order *)
Lemma rule_all_to_all_reindex P d c g s (X : tensor) F : d < size s -> nth 0 s d = P * c ->
  rel_reindex P d g s X F ->
  rel_reindex P d (fun j t => g (t %/ c) (j * c + t %% c)) s X (fun j => op_all_to_all_dim d c F j).
Proof.
move=> ds sd H j jP i ib; have tP : nth 0 i d < P * c by rewrite -sd; exact: in_bounds_nth.
have c0 : 0 < c by move: tP; case: (c) => //; rewrite muln0.
have ib' : in_bounds s (set_nth 0 i d (j * c + nth 0 i d %% c)).
  by have := in_bounds_set_nth ds ib (shard_lt jP (ltn_pmod (nth 0 i d) c0)); rewrite -sd set_nth_id.
rewrite /op_all_to_all_dim /reindex H ?ltn_divLR //.
by rewrite /reindex nth_set_nth_eq set_set_nth_eq.
Qed.

(* the send buffer's pieces (r * c, c - r * c of the shard of length 2 * c)
   over cp = 2 arrive in the zigzag layout *)
Lemma zz_send_glob c (o1 o2 : nat -> nat) j t : (forall r, o1 r = r * c) -> (forall r, o2 r = c - r * c) ->
  j < 2 -> t < 2 * c -> zz_send (2 * c) c o1 o2 (t %/ c) (j * c + t %% c) = zz_glob 2 c j t.
Proof.
move=> H1 H2 j2 tc2; have c0 : 0 < c by move: tc2; case: (c) => //; rewrite muln0.
rewrite /zz_send /zz_pick /zz_glob H1 H2; case: (ltnP t c) => tc.
  rewrite divn_small // modn_small //.
  case: j j2 => [|[|]] // _; rewrite !mul0n ?mul1n !add0n ?tc //.
  by rewrite ltnNge leq_addr /= subn0 addKn.
have u2 : t - c < c by rewrite ltn_subLR // addnn -mul2n.
have -> : t = 1 * c + (t - c) by rewrite mul1n subnKC.
rewrite divnMDl // modnMDl divn_small // modn_small // addn0 !mul1n addKn.
case: j j2 => [|[|]] // _; rewrite ?mul0n ?mul1n ?add0n ?u2 /=.
  by rewrite (mulSnr 2).
by rewrite ltnNge leq_addr /= subnn addn0 addKn.
Qed.

(* the chunk of a split and concat along one dim d is nth 0 s d %/ P (as
   the compiler renders it) *)
Lemma rule_all_to_all_zigzag P d c L (o1 o2 : nat -> nat) s (X : tensor) F :
  d < size s -> nth 0 s d = 2 * c -> L = 2 * c ->
  (forall r, o1 r = r * c) -> (forall r, o2 r = c - o1 r) -> 2 <= P -> P <= 2 ->
  rel_reindex P d (zz_send L c o1 o2) s X F ->
  rel_zigzag P d c s X (fun j => op_all_to_all_dim d (a2a_piece (nth 0 s d) P) F j).
Proof.
move=> ds sd Lc H1 H2' P2 P2' H; have eP : P = 2 by apply/eqP; rewrite eqn_leq P2' P2.
have H2 r : o2 r = c - r * c by rewrite H2' H1.
subst P L; rewrite /a2a_piece sd mulKn //; move: (rule_all_to_all_reindex ds sd H) => {}H j j2 i ib.
by rewrite H // /reindex zz_send_glob // -sd; exact: in_bounds_nth.
Qed.
End AllToAll.


(* ---------- the all-to-all along cp with tp replicating below ---------- *)
Section AllToAllMid.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

Lemma zz_dvd P n c : n = 2 * c -> 2 <= P -> P <= 2 -> P %| n.
Proof.
move=> -> P2 P2'; have eP : P = 2 by apply/eqP; rewrite eqn_leq P2' P2.
by rewrite eP; apply: dvdn_mulr.
Qed.

(* a split and concat along d (pieces n %/ P) moves whole replicated sub-meshes *)
Lemma replicated_all_to_all P Q d s (Y : nat -> tensor) (H : nat -> nat -> tensor) i :
  d < size s -> P %| nth 0 s d -> i < P ->
  (forall m, m < P -> rel_replicated Q s (Y m) (H m)) ->
  rel_replicated Q s (op_all_to_all_dim d (a2a_piece (nth 0 s d) P) Y i)
    (fun j => op_all_to_all_dim d (a2a_piece (nth 0 s d) P) (fun m => H m j) i).
Proof.
move=> ds dv iP HY j jQ x xb; rewrite /a2a_piece; set k := nth 0 s d %/ P.
have ek : nth 0 s d = P * k by rewrite /k mulnC divnK.
have tP : nth 0 x d < P * k by rewrite -ek; exact: in_bounds_nth.
have k0 := ltn_mul_gt0 tP.
have ib : in_bounds s (set_nth 0 x d (i * k + nth 0 x d %% k)).
  by have := in_bounds_set_nth ds xb (shard_lt iP (ltn_pmod (nth 0 x d) k0)); rewrite -ek set_nth_id.
by rewrite /op_all_to_all_dim HY // ltn_divLR.
Qed.

Lemma nest_all_to_all_mid P d Q s (Ro Ro' : tensor -> (nat -> tensor) -> Prop) :
  d < size s -> P %| nth 0 s d ->
  (forall X Y, Ro X Y -> Ro' X (fun i => op_all_to_all_dim d (a2a_piece (nth 0 s d) P) Y i)) ->
  forall X G, rel_nest P Ro (rel_axis (rel_replicated Q s)) X G ->
    rel_nest P Ro' (rel_axis (rel_replicated Q s)) X
      (coll 0 (fun F r => op_all_to_all_dim d (a2a_piece (nth 0 s d) P) F r) G).
Proof.
move=> ds dv Hr.
apply: (nest_coll_outer (hm := fun Y r => op_all_to_all_dim d (a2a_piece (nth 0 s d) P) Y r)) => //.
move=> Y H i iP HY; exact: (replicated_all_to_all (H := fun m j => H m [:: j]) ds dv iP HY).
Qed.
End AllToAllMid.

(* ---------- the zigzag positions cut from the full ones, below cp ---------- *)
(* Chunks i and 2Q-1-i (length c) of a 2 * Q * c dim, i < Q the coordinate
   of an outer level (cp), stay in range. *)
Lemma zz_first_le Q c i : i < Q -> i * c + c <= 2 * Q * c.
Proof. by move=> iQ; rewrite -mulSnr leq_mul2r (leq_trans iQ) ?orbT // mul2n -addnn leq_addr. Qed.

Lemma zz_second_le Q c i : i < Q -> (2 * Q - 1 - i) * c + c <= 2 * Q * c.
Proof.
move=> iQ; have i2Q : i < 2 * Q by rewrite (leq_trans iQ) // mul2n -addnn leq_addr.
by rewrite -mulSnr leq_mul2r -subnDA add1n subnSK // leq_subr orbT.
Qed.

Section Chunks.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* the chunk at o i = i * c on a level that replicates the 2 * Q * c dim *)
Lemma rule_slice_replicated_zz_first P Q (o : nat -> nat) i d c s (X : tensor) F :
  d < size s -> nth 0 s d = 2 * Q * c -> (forall r, o r = r * c) -> i < Q ->
  rel_replicated P s X F ->
  rel_replicated P (set_nth 0 s d c) (op_slice d (o i) X) (fun r => op_slice d (o i) (F r)).
Proof. by move=> ds sd Ho iQ; apply: rule_slice_replicated => //; rewrite sd Ho zz_first_le. Qed.

(* the mirrored chunk at o i = (2Q-1-i) * c *)
Lemma rule_slice_replicated_zz_second P Q (o : nat -> nat) i d c s (X : tensor) F :
  d < size s -> nth 0 s d = 2 * Q * c -> (forall r, r < Q -> o r = (2 * Q - 1 - r) * c) -> i < Q ->
  rel_replicated P s X F ->
  rel_replicated P (set_nth 0 s d c) (op_slice d (o i) X) (fun r => op_slice d (o i) (F r)).
Proof. by move=> ds sd Ho iQ; apply: rule_slice_replicated => //; rewrite sd Ho // zz_second_le. Qed.
End Chunks.
