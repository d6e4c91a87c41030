(* DRAFT, not part of the library (SCHEMA_GAPS 8): the open (non-cyclic) halo
   shift's Coq side, proved (no Admitted, no axioms) against the library at
   f294b6d with
     coqc -Q bazel-bin/semantics/semantics_coq TV docs/drafts/RulesHaloOpen.v
   but neither registered nor used: it moves to semantics/RulesHaloOpen.v
   with its matchers (emitter/rules/halo.py), registry entries, near-miss
   pairs and the flagship's switch to parallel.halo_shift = "open" — any
   library change re-proves the whole corpus, so it goes in in one step.
   What it has: the denotation op_shift_open (for the renderer, which
   raises unsupported_operator on an open shift until then, and checker/,
   which flags any term for it: both learn `op_shift_open P o fill F r`,
   the fill a nat in an index tensor, `(n%:R)%R` in a ring-valued one); the
   relations after the open shift (real slots read the SM value, the rest
   the fill: rel_halo_recv_open, rel_halo_ext_open) and the mask relation
   whose rank-0 halo slots are false (rel_halo_mask_open); the layouts'
   rules (rule_halo_shift_open, rule_halo_concat_open), the mask rule with
   the key positions' fill >= N (rule_halo_mask_open); halo_slots_open,
   RulesHaloShift.v's halo_slots with no 1 < P (every P, P = 1 included);
   the forward attention rule in rank 2 (open_sdpa).  Still to write: the
   backward dq / dk / dv (RulesHaloShift.v shift_dq, RulesHaloBackward.v),
   the rank-4 and mesh variants (the _at and _pair rules, nest_shift_mid), then drop
   the cyclic halo_slots and the rules taking 1 < P. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention RulesHalo RulesCP RulesHaloShift.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section ShiftOpen.
Variable T : Type.
Definition op_shift_open (P o : nat) (fill : T) (F : nat -> seq nat -> T) (r : nat) : seq nat -> T :=
  if r < o then fun=> fill else F (r - o).
End ShiftOpen.

(* the mask over the rank's queries and extended keys after the open shift:
   a real slot reads the SM mask at its key, rank 0's halo slots are masked *)
Definition rel_halo_mask_open P c h s (M : seq nat -> bool) (F : nat -> seq nat -> bool) :=
  (forall r, r < P -> teq s (F r) (fun i =>
     (h <= r * c + nth 0 i 1) && M [:: r * c + nth 0 i 0; r * c + nth 0 i 1 - h]))
  /\ band h (P * c) M.

(* halo_slots with no 1 < P: every P, P = 1 included *)
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

(* ---------- the open layouts: real slots read the SM value, the rest the fill ---------- *)
Section OpenLayout.
Variable T : Type.
Local Notation tensor := (seq nat -> T).
(* the halo received by the open shift: rank r > 0 holds rank r - 1's tail *)
Definition rel_halo_recv_open P c h (fill : T) s (X : tensor) F :=
  forall r, r < P -> teq s (F r) (if 0 < r then reindex 0 (halo_tail c h r.-1) X else fun=> fill).
(* [halo; own] after the open shift: slot t of rank r is key r * c + t - h when real, else the fill *)
Definition rel_halo_ext_open P c h (fill : T) s (X : tensor) F :=
  forall r, r < P -> teq s (F r) (fun i => if h <= r * c + nth 0 i 0
    then X (set_nth 0 i 0 (r * c + nth 0 i 0 - h)) else fill).

Lemma rule_halo_shift_open P c h fill s (X : tensor) F :
  rel_reindex P 0 (halo_tail c h) s X F ->
  rel_halo_recv_open P c h fill s X (fun r => op_shift_open P 1 fill F r).
Proof.
move=> HX r rP i ib; rewrite /op_shift_open; case: r rP => [|r] rP //=.
by rewrite subn1 /= HX // (ltn_trans _ rP).
Qed.

Lemma rule_halo_concat_open P c h fill s0 (X : tensor) F1 F2 : h <= c ->
  rel_halo_recv_open P c h fill (h :: s0) X F1 ->
  rel_contiguous_shard P 0 c (c :: s0) X F2 ->
  rel_halo_ext_open P c h fill (h + c :: s0) X
    (fun r i => if nth 0 i 0 < h then F1 r i else F2 r (set_nth 0 i 0 (nth 0 i 0 - h))).
Proof.
move=> hc H1 H2 r rP [|t i] //; rewrite in_bounds_hd => /andP[tn ib] /=.
case: ltnP => th.
  rewrite H1 ?in_bounds_hd ?th //; case: r rP => [|r] rP /=.
    by rewrite mul0n add0n leqNgt th.
  have hr : h <= r.+1 * c + t by rewrite mulSn -addnA (leq_trans hc) ?leq_addr.
  by rewrite hr /reindex /halo_tail /= -(halo_prev (r := r.+1) (j := t)).
rewrite H2 ?in_bounds_hd ?ib ?andbT ?halo_local_lt // (leq_trans th (leq_addl _ _)).
by rewrite /reindex /contig_map /= halo_own.
Qed.
End OpenLayout.

(* the mask from the rank's query positions and its open-shifted key positions,
   the fill a position >= N: rank 0's halo slots are masked for every P *)
Lemma rule_halo_mask_open P c h W fill (pq pk : seq nat -> nat) Fq Fk :
  pos_iota (P * c) pq -> pos_iota (P * c) pk -> W <= h + 1 -> P * c <= fill ->
  rel_contiguous_shard P 0 c [:: c] pq Fq ->
  rel_halo_ext_open P c h fill [:: h + c] pk Fk ->
  rel_halo_mask_open P c h [:: c; h + c] (op_sliding_window_mask W pq pk)
    (fun r => op_sliding_window_mask W (Fq r) (Fk r)).
Proof.
move=> Iq Ik wh fN Hq Hk; split=> [r rP i|q j qN jN].
  case/ib2_pair=> a [t [-> /andP[ac tn]]].
  rewrite /op_sliding_window_mask /= Hq ?in_bounds1 // Hk ?in_bounds1 //= /reindex /contig_map /=.
  case: ifP => hr //=.
  by rewrite Iq ?shard_lt // leqNgt (leq_trans (shard_lt rP ac) fN).
rewrite /op_sliding_window_mask /= Iq // Ik // => /andP[-> qW] /=.
have : q < j + (h + 1) by apply: (leq_trans qW); rewrite leq_add2l.
by rewrite addnA addn1 ltnS.
Qed.

(* ---------- attention over the extended range after the open shift (rank 2) ---------- *)
Section OpenSdpa.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).
Variables (P c h Dh Dv : nat) (sc : R) (fk fv : R).
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis hc : (h <= c)%N.
Hypothesis HQ : rel_contiguous_shard P 0 c [:: c; Dh] Q FQ.
Hypothesis HK : rel_halo_ext_open P c h fk [:: (h + c)%N; Dh] K FK.
Hypothesis HV : rel_halo_ext_open P c h fv [:: (h + c)%N; Dv] V FV.
Hypothesis HM : rel_halo_mask_open P c h [:: c; (h + c)%N] M FM.

Lemma open_K r j t : (r < P)%N -> (j < h + c)%N -> (h <= r * c + j)%N -> (t < Dh)%N ->
  FK r [:: j %/ 1; t] = K [:: (r * c + j - h)%N %/ 1; t].
Proof. by move=> rP jn hj tD; rewrite !divn1 HK ?in_bounds2 ?jn //= hj. Qed.

Lemma open_V r j e : (r < P)%N -> (j < h + c)%N -> (h <= r * c + j)%N -> (e < Dv)%N ->
  FV r [:: j %/ 1; e] = V [:: (r * c + j - h)%N %/ 1; e].
Proof. by move=> rP jn hj eD; rewrite !divn1 HV ?in_bounds2 ?jn //= hj. Qed.

Lemma open_sdpa :
  rel_contiguous_shard P 0 c [:: c; Dv] (op_sdpa exp (P * c) Dh sc 1 M Q K V)
    (fun r => op_sdpa exp (h + c) Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof.
move=> r rP ix /ib2_pair[i [e [-> /andP[ic eD]]]].
have [an Hr Hp Hm] := halo_slots_open hc HM rP ic.
rewrite /reindex /contig_map /= !sdpa_at2; symmetry.
apply: (@att_at_band _ exp _ _ (r * c)%N h) => // [t tD|j jn hj].
- by rewrite HQ ?in_bounds2 ?ic.
- by split; [rewrite Hr | move=> t tD; rewrite open_K | rewrite open_V].
Qed.
End OpenSdpa.
