(* The open (non-cyclic) halo shift: OP_SHIFT with no wrap-around, so rank
   r > 0 receives rank r - 1's tail and rank 0 (which has no previous rank)
   receives a fill.  The cyclic shift (RulesHaloShift.v, RulesHalo4.v) gives
   rank 0 rank P-1's tail, whose keys are later than rank 0's queries only
   when P-1 is another rank: hence its 1 < P.  After the open shift rank 0's
   halo key positions are the fill, a position >= N, later than every
   query, so the causal sliding-window mask masks those slots for every P,
   P = 1 included: no rule here takes 1 < P.
   The relations after the open shift, on the sequence dim d:
   - rel_halo_recv_open: rank r > 0 holds rank r - 1's tail (the SM rows
     [r*c - h, r*c)), rank 0 the fill;
   - rel_halo_ext_open: [halo; own], c + h slots; slot t of rank r is the
     SM key r*c + t - h when that is a key (r*c + t >= h), else the fill;
   - rel_halo_mask_open: the rank's mask over its queries and extended
     slots reads the SM mask on the real slots and is false on the others,
     and the SM mask is a band.
   The attention rules are instances of RulesHalo4.v's Section Halo4 (rank
   4; RulesHaloShift.v's shift_sdpa for the unregistered rank-2
   open_sdpa), which read the layouts only through the real slots
   (halo_ext_open_read4 / _read2) and each query row's ext_slots
   (halo_slots_open): no band proof is repeated.  The backward's dK / dV are
   rel_halo_grad, so rule_halo_reduce takes them back unchanged (rank 0's
   halo slots are masked, their gradient 0).  What moves whole sub-meshes
   along a middle mesh axis (cp of (dp, cp, tp)) keeps the inner level's
   layout or replication, the fill being a constant tensor.
   Registered: rule_halo_shift_open, rule_halo_concat_open,
   rule_halo_concat_open_pair, rule_halo_mask_open, rule_sdpa_halo_open4,
   rule_sdpa_backward_{dq,dk,dv}_halo_open4, nest_shift_open_mid,
   nest_shift_open_mid_rep. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Mesh Rules RulesRow RulesAttention RulesHalo RulesCP.
From TV Require Export RulesHaloShift RulesHaloBackward RulesHalo4 RulesHaloMesh.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section ShiftOpen.
Variable T : Type.
(* OP_SHIFT with no wrap-around: member r receives member r - o's input,
   the first o members the fill *)
Definition op_shift_open (P o : nat) (fill : T) (F : nat -> seq nat -> T) (r : nat) : seq nat -> T :=
  if r < o then fun=> fill else F (r - o).
End ShiftOpen.

(* a real slot reads the SM mask at its key, rank 0's halo slots are masked *)
Definition rel_halo_mask_open P c h s (M : seq nat -> bool) (F : nat -> seq nat -> bool) :=
  (forall r, r < P -> teq s (F r) (fun i =>
     (h <= r * c + nth 0 i 1) && M [:: r * c + nth 0 i 0; r * c + nth 0 i 1 - h]))
  /\ band h (P * c) M.

(* RulesHaloShift.v's halo_slots with no 1 < P: the slots that are no key
   are masked by the relation itself *)
Lemma halo_slots_open P c h (M : seq nat -> bool) FM r i : h <= c ->
  rel_halo_mask_open P c h [:: c; h + c] M FM -> r < P -> i < c ->
  ext_slots (P * c) (h + c) (r * c) h (fun j => M [:: r * c + i; j]) (fun j => FM r [:: i; j]).
Proof.
move=> hc [Hm Hb] rP ic; have qN : r * c + i < P * c by apply: shard_lt.
split=> [|j jn hj|j jn aj|t tN mt].
- by rewrite addnCA leq_add2l -mulSnr leq_mul2r rP orbT.
- by rewrite Hm ?in_bounds2 ?ic //= hj.
- by rewrite Hm ?in_bounds2 ?ic //= leqNgt aj.
- have /andP[tq qt] := Hb _ _ qN tN mt.
  rewrite (leq_trans (leq_addr i _) qt) /=.
  by rewrite addnA addnAC ltn_add2r (leq_ltn_trans tq) // ltn_add2l.
Qed.

(* ---------- the open layouts on dim d (any value type: K / V rows and positions) ---------- *)
Section OpenLayout.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

Definition rel_halo_recv_open P d c h (fill : T) s (X : tensor) F :=
  forall r, r < P -> teq s (F r) (if 0 < r then reindex d (halo_tail c h r.-1) X else fun=> fill).
Definition rel_halo_ext_open P d c h (fill : T) s (X : tensor) F :=
  forall r, r < P -> teq s (F r) (fun i => if h <= r * c + nth 0 i d
    then X (set_nth 0 i d (r * c + nth 0 i d - h)) else fill).

Lemma rule_halo_shift_open P d c h (fill : T) s (X : tensor) F :
  rel_reindex P d (halo_tail c h) s X F ->
  rel_halo_recv_open P d c h fill s X (fun r => op_shift_open P 1 fill F r).
Proof.
move=> HX r rP i ib; rewrite /op_shift_open; case: r rP => [|r] rP //=.
by rewrite subn1 /= HX // (ltn_trans _ rP).
Qed.

Lemma rule_halo_concat_open P d c h (fill : T) s (ds : d < size s) (sd : nth 0 s d = c) (X : tensor) F1 F2 :
  h <= c ->
  rel_halo_recv_open P d c h fill (set_nth 0 s d h) X F1 ->
  rel_contiguous_shard P d c s X F2 ->
  rel_halo_ext_open P d c h fill (set_nth 0 s d (c + h)) X
    (fun r i => if nth 0 i d < h then F1 r i else F2 r (set_nth 0 i d (nth 0 i d - h))).
Proof.
move=> hc H1 H2 r rP i ib; have tn := ib_dim_lt ds ib.
case: ltnP => th.
  rewrite H1 ?(ib_dim_same ds ib th) //; case: r rP => [|r] rP /=.
    by rewrite mul0n add0n leqNgt th.
  have hr : h <= r.+1 * c + nth 0 i d by rewrite mulSn -addnA (leq_trans hc) ?leq_addr.
  by rewrite hr /reindex /halo_tail -(halo_prev (r := r.+1) (j := nth 0 i d)).
have ib' : in_bounds s (set_nth 0 i d (nth 0 i d - h)).
  by rewrite -(set_nth_shape ds sd); apply: ib_dim_move ib _ => //; apply: halo_local_lt => //; rewrite addnC.
rewrite H2 // /reindex /contig_map nth_set_nth_eq set_set_nth_eq (leq_trans th (leq_addl _ _)).
by rewrite halo_own.
Qed.

(* the received tails read X only below P * c on dim d *)
Lemma recv_open_teq P d c h w (fill : T) s (X1 X2 : tensor) F : d < size s -> w = P * c -> h <= c ->
  teq (set_nth 0 s d w) X1 X2 ->
  rel_halo_recv_open P d c h fill (set_nth 0 s d h) X1 F ->
  rel_halo_recv_open P d c h fill (set_nth 0 s d h) X2 F.
Proof.
move=> ds ew hc e H r rP i ib; rewrite H //; case: r rP => [|r] rP //=.
have th := ib_dim_lt ds ib; rewrite /reindex e //; apply: ib_dim_move ib _ => //.
by rewrite ew /halo_tail shard_lt ?halo_tail_lt // (ltn_trans (ltnSn r) rP).
Qed.

Lemma rule_halo_concat_open_pair P d c h w (fill : T) s (ds : d < size s) (sd : nth 0 s d = c) (ew : w = P * c)
  (X1 X2 : tensor) F1 F2 :
  h <= c -> teq (set_nth 0 s d w) X1 X2 ->
  rel_halo_recv_open P d c h fill (set_nth 0 s d h) X1 F1 ->
  rel_contiguous_shard P d c s X2 F2 ->
  rel_halo_ext_open P d c h fill (set_nth 0 s d (c + h)) X2
    (fun r i => if nth 0 i d < h then F1 r i else F2 r (set_nth 0 i d (nth 0 i d - h))).
Proof. by move=> hc e H1 H2; exact: (rule_halo_concat_open ds sd hc (recv_open_teq ds ew hc e H1) H2). Qed.

(* a real slot of the rank-4 [halo; own] (sequence dim 2) reads its SM key *)
Lemma halo_ext_open_read4 P c h B H D (fill : T) (X : tensor) F :
  rel_halo_ext_open P 2 c h fill [:: B; H; h + c; D] X F ->
  forall r b hk j t, r < P -> b < B -> hk < H -> j < h + c -> h <= r * c + j -> t < D ->
  F r [:: b; hk; j; t] = X [:: b; hk; r * c + j - h; t].
Proof. by move=> HX r b hk j t rP bB hkk jn hj tD; rewrite HX ?in_bounds4 ?bB ?hkk ?jn //= hj. Qed.

(* rank 2 [seq; D], as sdpa_at2 reads it (one head: j %/ 1) *)
Lemma halo_ext_open_read2 P c h D (fill : T) (X : tensor) F :
  rel_halo_ext_open P 0 c h fill [:: h + c; D] X F ->
  forall r j t, r < P -> j < h + c -> h <= r * c + j -> t < D ->
  F r [:: j %/ 1; t] = X [:: (r * c + j - h) %/ 1; t].
Proof. by move=> HX r j t rP jn hj tD; rewrite !divn1 HX ?in_bounds2 ?jn //= hj. Qed.
End OpenLayout.

(* the mask from the rank's query positions and its open-shifted key
   positions: the fill, a position >= N, is later than every query *)
Lemma rule_halo_mask_open P c h N W fill (wh : W <= h + 1) (eN : N = P * c) (fN : N <= fill)
  (pq pk : seq nat -> nat) Fq Fk :
  pos_iota N pq -> pos_iota N pk ->
  rel_contiguous_shard P 0 c [:: c] pq Fq ->
  rel_halo_ext_open P 0 c h fill [:: c + h] pk Fk ->
  rel_halo_mask_open P c h [:: c; c + h] (op_sliding_window_mask W pq pk)
    (fun r => op_sliding_window_mask W (Fq r) (Fk r)).
Proof.
subst N => Iq Ik Hq Hk; split=> [r rP i|q j qN jN].
  case/ib2_pair=> a [t [-> /andP[ac tn]]].
  rewrite /op_sliding_window_mask /= Hq ?in_bounds1 // Hk ?in_bounds1 //= /reindex /contig_map /=.
  case: ifP => hr //=.
  by rewrite Iq ?shard_lt // leqNgt (leq_trans (shard_lt rP ac) fN).
rewrite /op_sliding_window_mask /= Iq // Ik // => /andP[-> qW] /=.
have : q < j + (h + 1) by apply: (leq_trans qW); rewrite leq_add2l.
by rewrite addnA addn1 ltnS.
Qed.

(* ---------- attention over the extended range: RulesHaloShift.v's (rank 2)
   and RulesHalo4.v's (rank 4 [B; heads; seq; D]) lemmas at the open
   layouts ---------- *)
Section Sdpa4.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

(* not registered: the planners emit rank 4 *)
Lemma open_sdpa P c h Dh Dv sc (fk fv : R) (Q K V : tensor) M FQ FK FV FM :
  (h <= c)%N ->
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_halo_ext_open P 0 c h fk [:: (h + c)%N; Dh] K FK ->
  rel_halo_ext_open P 0 c h fv [:: (h + c)%N; Dv] V FV ->
  rel_halo_mask_open P c h [:: c; (h + c)%N] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] (op_sdpa exp (P * c) Dh sc 1 M Q K V)
    (fun r => op_sdpa exp (h + c) Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof.
move=> hc HQ HK HV HM.
exact: (shift_sdpa exp sc HQ (fun r i => halo_slots_open hc HM (r := r) (i := i))
  (halo_ext_open_read2 HK) (halo_ext_open_read2 HV)).
Qed.

Lemma rule_sdpa_halo_open4 P c h N B Hq Hkv g Dh Dv sc (fk fv : R) (Q K V : tensor) M FQ FK FV FM
  (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_halo_ext_open P 2 c h fk [:: B; Hkv; (c + h)%N; Dh] K FK ->
  rel_halo_ext_open P 2 c h fv [:: B; Hkv; (c + h)%N; Dv] V FV ->
  rel_halo_mask_open P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] (op_sdpa exp N Dh sc g M Q K V)
    (fun r => op_sdpa exp (c + h) Dh sc g (FM r) (FQ r) (FK r) (FV r)).
Proof.
rewrite eN [(c + h)%N]addnC => hc HQ HK HV HM.
exact: (shift_sdpa4 exp sc eH HQ (fun r i => halo_slots_open hc HM (r := r) (i := i))
  (halo_ext_open_read4 HK) (halo_ext_open_read4 HV)).
Qed.

Lemma rule_sdpa_backward_dq_halo_open4 P c h N B Hq Hkv g Dh Dv sc (fk fv : R) (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_halo_ext_open P 2 c h fk [:: B; Hkv; (c + h)%N; Dh] K FK ->
  rel_halo_ext_open P 2 c h fv [:: B; Hkv; (c + h)%N; Dv] V FV ->
  rel_halo_mask_open P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] (op_sdpa_backward_dq exp N N Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dq exp c (c + h) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
rewrite eN [(c + h)%N]addnC => hc HQ HK HV HM HO.
exact: (shift_dq4 exp sc eH HQ (fun r i => halo_slots_open hc HM (r := r) (i := i))
  (halo_ext_open_read4 HK) (halo_ext_open_read4 HV) HO).
Qed.

Lemma rule_sdpa_backward_dk_halo_open4 P c h N B Hq Hkv g Dh Dv sc (fk fv : R) (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_halo_ext_open P 2 c h fk [:: B; Hkv; (c + h)%N; Dh] K FK ->
  rel_halo_ext_open P 2 c h fv [:: B; Hkv; (c + h)%N; Dv] V FV ->
  rel_halo_mask_open P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO ->
  rel_halo_grad P 2 c h [:: B; Hkv; c; Dh] (op_sdpa_backward_dk exp N N Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dk exp c (c + h) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
rewrite eN [(c + h)%N]addnC => hc HQ HK HV HM HO.
exact: (halo_dk4 exp sc eH hc HQ (proj2 HM) (fun r i => halo_slots_open hc HM (r := r) (i := i))
  (halo_ext_open_read4 HK) (halo_ext_open_read4 HV) HO).
Qed.

Lemma rule_sdpa_backward_dv_halo_open4 P c h N B Hq Hkv g Dh Dv sc (fk fv : R) (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  (h <= c)%N ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_halo_ext_open P 2 c h fk [:: B; Hkv; (c + h)%N; Dh] K FK ->
  rel_halo_ext_open P 2 c h fv [:: B; Hkv; (c + h)%N; Dv] V FV ->
  rel_halo_mask_open P c h [:: c; (c + h)%N] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO ->
  rel_halo_grad P 2 c h [:: B; Hkv; c; Dv] (op_sdpa_backward_dv exp N N Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c (c + h) Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
rewrite eN [(c + h)%N]addnC => hc HQ HK HV HM HO.
exact: (halo_dv4 exp sc V FV eH hc HQ (proj2 HM) (fun r i => halo_slots_open hc HM (r := r) (i := i))
  (halo_ext_open_read4 HK) HO).
Qed.
End Sdpa4.

(* ---------- the open shift along a middle mesh axis (cp of (dp, cp, tp)) ---------- *)
(* whole sub-meshes move (cf. nest_shift_mid); the first o get the fill
   everywhere, which any inner relation relating the constants keeps *)
Lemma nest_shift_open_mid_const T P o (fill : T) (Ri : (seq nat -> T) -> (nat -> seq nat -> T) -> Prop)
  (Ro Ro' : (seq nat -> T) -> (nat -> seq nat -> T) -> Prop) :
  Ri (fun=> fill) (fun _ _ => fill) ->
  (forall X Y, Ro X Y -> Ro' X (fun r => op_shift_open P o fill Y r)) ->
  forall X G, rel_nest P Ro (rel_axis Ri) X G ->
    rel_nest P Ro' (rel_axis Ri) X (coll 0 (fun F r => op_shift_open P o fill F r) G).
Proof.
move=> Hc Hr; apply: (nest_coll_outer (hm := fun Y r => op_shift_open P o fill Y r)) => // Y H i iP HY.
rewrite /op_shift_open; case: ltnP => io //.
by apply: HY; exact: leq_ltn_trans (leq_subr o i) iP.
Qed.

Lemma nest_shift_open_mid T P o (fill : T) Q e g s
  (Ro Ro' : (seq nat -> T) -> (nat -> seq nat -> T) -> Prop) :
  (forall X Y, Ro X Y -> Ro' X (fun r => op_shift_open P o fill Y r)) ->
  forall X G, rel_nest P Ro (rel_axis (rel_reindex Q e g s)) X G ->
    rel_nest P Ro' (rel_axis (rel_reindex Q e g s)) X (coll 0 (fun F r => op_shift_open P o fill F r) G).
Proof. by apply: nest_shift_open_mid_const. Qed.

Lemma nest_shift_open_mid_rep T P o (fill : T) Q s
  (Ro Ro' : (seq nat -> T) -> (nat -> seq nat -> T) -> Prop) :
  (forall X Y, Ro X Y -> Ro' X (fun r => op_shift_open P o fill Y r)) ->
  forall X G, rel_nest P Ro (rel_axis (rel_replicated Q s)) X G ->
    rel_nest P Ro' (rel_axis (rel_replicated Q s)) X (coll 0 (fun F r => op_shift_open P o fill F r) G).
Proof. by apply: nest_shift_open_mid_const. Qed.
