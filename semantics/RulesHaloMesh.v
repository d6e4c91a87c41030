(* The shift halo on multi-axis meshes ((dp, cp), (dp, cp, tp)): the
   pieces Mesh.v / RulesMeshView.v lack.
   - Two views of ONE SM value (the [halo; own] concat of the shifted tail
     and the own shard of K): nesting quantifies one view per input, so the
     two inputs' views of an outer level are different tensors that agree on
     the level's shape.  [rfun P Ro s s'] says the outer relation determines
     its views on s' from the SM value on s (every layout and replicated do:
     [rfun_reindex], [rfun_replicated]); [nest_pass2] passes such a level
     through, [nest_map2e] / [axis_map2e] apply the level's pair rule, which
     takes the two SM-side values equal on the level-above shape
     ([rule_halo_concat_dim_pair], [rule_halo_concat_ext_pair], from the
     one-value rules by [reindex_teq_sm]).
   - Below the level a coordinate-free helper acts on, its op is an ordinary
     one on a dim that level does not lay out ([rule_slice_tail_other]; the
     positions replicated on tp: [rule_tail_index_replicated],
     [rule_concat_index_replicated]).
   - Premises about both inputs' SM values (the mask's positions are the
     arange from 0, [pos_iota]) carried down the levels: [nest_map2qq] /
     [axis_map2qq] with a transport lemma per level ([pos_iota_replicated];
     below the level that consumes them the premises are True).
   - A collective along a middle axis (the cp shift / halo_reduce on
     (dp, cp, tp)): [nest_shift_mid] (a shift selects whole sub-meshes, any
     inner relation), [nest_halo_reduce_mid] (the overlap-add commutes with
     the innermost level's layout of another dim: [reindex_halo_reduce]),
     [nest_all_gather_mid] (likewise the K-hat gather: [reindex_all_gather]).
   - The rank-4 attention and mask rules at an SM length N = P * c up to
     ring ([*_at]: cp * (tp * Ns) renders cp * tp * Ns). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Mesh RulesAttention RulesHalo RulesSplit.
From TV Require Export RulesHaloShift RulesHalo4.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section Pair.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

(* Ro determines its views (on s') from the SM value (on s) *)
Definition rfun P (Ro : tensor -> (nat -> tensor) -> Prop) s s' :=
  forall X1 X2 Y1 Y2, teq s X1 X2 -> Ro X1 Y1 -> Ro X2 Y2 -> forall i, i < P -> teq s' (Y1 i) (Y2 i).

Lemma rfun_replicated P s : rfun P (@rel_replicated T P s) s s.
Proof. by move=> X1 X2 Y1 Y2 e H1 H2 i iP j jb; rewrite H1 // H2 // e. Qed.

(* a layout whose map stays below w on dim d reads X only on set_nth s d w *)
Lemma reindex_teq_sm P d g s w (X1 X2 : tensor) F : d < size s ->
  (forall r t, r < P -> t < nth 0 s d -> g r t < w) ->
  teq (set_nth 0 s d w) X1 X2 -> rel_reindex P d g s X1 F -> rel_reindex P d g s X2 F.
Proof.
move=> ds gw e H r rP i ib; rewrite H // /reindex e //.
by apply: in_bounds_set_nth => //; apply: gw => //; exact: in_bounds_nth.
Qed.

Lemma rfun_reindex P d g s w : d < size s -> (forall r t, r < P -> t < nth 0 s d -> g r t < w) ->
  rfun P (@rel_reindex T P d g s) (set_nth 0 s d w) s.
Proof.
move=> ds gw X1 X2 Y1 Y2 e H1 H2 i iP j jb.
by rewrite (reindex_teq_sm ds gw e H1 iP jb) H2.
Qed.

Lemma rfun_contiguous_shard P d c s : d < size s -> nth 0 s d = c ->
  rfun P (@rel_contiguous_shard T P d c s) (set_nth 0 s d (P * c)) s.
Proof. by move=> ds sd; apply: rfun_reindex => // r t rP; rewrite sd; exact: shard_lt. Qed.

(* an outer level both inputs share: pass it through *)
Lemma nest_pass2 P (Ro : tensor -> (nat -> tensor) -> Prop) s s'
  (Mi1 Mi2 Mio : tensor -> (seq nat -> tensor) -> Prop) (fp : seq nat -> tensor -> tensor -> tensor) :
  rfun P Ro s s' ->
  (forall i, i < P -> forall Y1 Y2 H1 H2, teq s' Y1 Y2 -> Mi1 Y1 H1 -> Mi2 Y2 H2 ->
     Mio Y2 (fun x => fp (i :: x) (H1 x) (H2 x))) ->
  forall X1 X2 G1 G2, teq s X1 X2 -> rel_nest P Ro Mi1 X1 G1 -> rel_nest P Ro Mi2 X2 G2 ->
    rel_nest P Ro Mio X2 (fun x => fp x (G1 x) (G2 x)).
Proof.
move=> Hf Hi X1 X2 G1 G2 e [Y1 [H1 K1]] [Y2 [H2 K2]]; exists Y2; split=> // i iP.
by apply: (Hi i iP (Y1 i) (Y2 i) (fun x => G1 (i :: x)) (fun x => G2 (i :: x))); [exact: Hf e H1 H2 i iP | exact: K1 | exact: K2].
Qed.

(* the level of the pair rule (its view fm i may read the coordinate) *)
Lemma nest_map2e P s (Ro1 Ro2 Roo : tensor -> (nat -> tensor) -> Prop)
  (Mi1 Mi2 Mio : tensor -> (seq nat -> tensor) -> Prop) (fm : nat -> tensor -> tensor -> tensor)
  (fp : seq nat -> tensor -> tensor -> tensor) :
  (forall X1 X2 Y1 Y2, teq s X1 X2 -> Ro1 X1 Y1 -> Ro2 X2 Y2 -> Roo X2 (fun i => fm i (Y1 i) (Y2 i))) ->
  (forall i, i < P -> forall Y1 Y2 H1 H2, Mi1 Y1 H1 -> Mi2 Y2 H2 ->
     Mio (fm i Y1 Y2) (fun x => fp (i :: x) (H1 x) (H2 x))) ->
  forall X1 X2 G1 G2, teq s X1 X2 -> rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Ro2 Mi2 X2 G2 ->
    rel_nest P Roo Mio X2 (fun x => fp x (G1 x) (G2 x)).
Proof.
move=> Ho Hi X1 X2 G1 G2 e [Y1 [H1 K1]] [Y2 [H2 K2]].
exists (fun i => fm i (Y1 i) (Y2 i)); split; first exact: Ho e H1 H2.
by move=> i iP; apply: (Hi i iP); [exact: K1 | exact: K2].
Qed.

Lemma axis_map2e s (R1 R2 Ro : tensor -> (nat -> tensor) -> Prop) (fp : seq nat -> tensor -> tensor -> tensor) :
  (forall Y1 Y2 F1 F2, teq s Y1 Y2 -> R1 Y1 F1 -> R2 Y2 F2 -> Ro Y2 (fun j => fp [:: j] (F1 j) (F2 j))) ->
  forall Y1 Y2 H1 H2, teq s Y1 Y2 -> rel_axis R1 Y1 H1 -> rel_axis R2 Y2 H2 ->
    rel_axis Ro Y2 (fun x => fp x (H1 x) (H2 x)).
Proof. by move=> Hr Y1 Y2 H1 H2 e; apply: Hr. Qed.

(* ---------- the [halo; own] concat of two views of one value ---------- *)
Lemma halo_recv_lt P c h r t : h <= c -> r < P -> t < h -> halo_recv P c h r t < P * c.
Proof.
move=> hc rP th; apply: shard_lt; last exact: halo_tail_lt.
by rewrite ltn_pmod // (leq_ltn_trans (leq0n r) rP).
Qed.

Lemma rule_halo_concat_dim_pair P d c h w s (ds : d < size s) (sd : nth 0 s d = c) (ew : w = P * c)
  (X1 X2 : tensor) F1 F2 :
  h <= c -> teq (set_nth 0 s d w) X1 X2 ->
  rel_reindex P d (halo_recv P c h) (set_nth 0 s d h) X1 F1 ->
  rel_contiguous_shard P d c s X2 F2 ->
  rel_reindex P d (halo_ext P c h) (set_nth 0 s d (c + h)) X2
    (fun r i => if nth 0 i d < h then F1 r i else F2 r (set_nth 0 i d (nth 0 i d - h))).
Proof.
move=> hc e H1 H2; apply: rule_halo_concat_dim => //.
have ds' : d < size (set_nth 0 s d h) by rewrite size_set_nth_lt.
apply: (reindex_teq_sm ds' (w := w)) H1; last by rewrite set_set_nth_eq.
by move=> r t rP; rewrite nth_set_nth_eq ew; exact: halo_recv_lt.
Qed.

Lemma rule_halo_concat_ext_pair P c h w s0 (ew : w = P * c) (X1 X2 : tensor) F1 F2 :
  h <= c -> teq (w :: s0) X1 X2 ->
  rel_reindex P 0 (halo_recv P c h) (h :: s0) X1 F1 ->
  rel_contiguous_shard P 0 c (c :: s0) X2 F2 ->
  rel_reindex P 0 (halo_ext P c h) (c + h :: s0) X2
    (fun r i => if nth 0 i 0 < h then F1 r i else F2 r (set_nth 0 i 0 (nth 0 i 0 - h))).
Proof. by move=> hc e H1 H2; exact: (rule_halo_concat_dim_pair (d := 0) (s := c :: s0) isT erefl ew hc e H1 H2). Qed.
End Pair.

Section Tail.
Variable R : comRingType.
(* the tail slice under a level that lays out another dim (tp's heads below
   cp's tail): a slice on a dim the layout does not touch *)
Lemma rule_slice_tail_other P e g d c h s (X : seq nat -> R) F : e != d -> d < size s -> nth 0 s d = c -> h <= c ->
  rel_reindex P e g s X F ->
  rel_reindex P e g (set_nth 0 s d h) (op_slice d (c - h) X) (fun r => op_slice d (c - h) (F r)).
Proof. by move=> ed ds sd hc; apply: (rule_split_reindex_other (m := 0)) => //; rewrite sd addn0 subnK. Qed.
End Tail.

(* ---------- premises about both inputs' SM values ---------- *)
Section Premises.
Variables T1 T2 T : Type.
Local Notation t1 := (seq nat -> T1).
Local Notation t2 := (seq nat -> T2).
Local Notation t := (seq nat -> T).

Lemma axis_map2qq (Q1 : t1 -> Prop) (Q2 : t2 -> Prop) (R1 : t1 -> (nat -> t1) -> Prop)
  (R2 : t2 -> (nat -> t2) -> Prop) (Ro : t -> (nat -> t) -> Prop) (fm fp : t1 -> t2 -> t) :
  (forall Y1 Y2 F1 F2, Q1 Y1 -> Q2 Y2 -> R1 Y1 F1 -> R2 Y2 F2 -> Ro (fm Y1 Y2) (fun j => fp (F1 j) (F2 j))) ->
  forall Y1 Y2 H1 H2, Q1 Y1 -> Q2 Y2 -> rel_axis R1 Y1 H1 -> rel_axis R2 Y2 H2 ->
    rel_axis Ro (fm Y1 Y2) (fun x => fp (H1 x) (H2 x)).
Proof. by move=> Hr Y1 Y2 H1 H2; apply: Hr. Qed.

Lemma nest_map2qq P (Q1 Q1i : t1 -> Prop) (Q2 Q2i : t2 -> Prop)
  (Ro1 : t1 -> (nat -> t1) -> Prop) (Ro2 : t2 -> (nat -> t2) -> Prop) (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mi2 : t2 -> (seq nat -> t2) -> Prop)
  (Mio : t -> (seq nat -> t) -> Prop) (fs fm fp : t1 -> t2 -> t) :
  (forall X1 Y1, Q1 X1 -> Ro1 X1 Y1 -> forall i, i < P -> Q1i (Y1 i)) ->
  (forall X2 Y2, Q2 X2 -> Ro2 X2 Y2 -> forall i, i < P -> Q2i (Y2 i)) ->
  (forall X1 X2 Y1 Y2, Q1 X1 -> Q2 X2 -> Ro1 X1 Y1 -> Ro2 X2 Y2 -> Roo (fs X1 X2) (fun i => fm (Y1 i) (Y2 i))) ->
  (forall Y1 Y2 H1 H2, Q1i Y1 -> Q2i Y2 -> Mi1 Y1 H1 -> Mi2 Y2 H2 -> Mio (fm Y1 Y2) (fun x => fp (H1 x) (H2 x))) ->
  forall X1 X2 G1 G2, Q1 X1 -> Q2 X2 -> rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Ro2 Mi2 X2 G2 ->
    rel_nest P Roo Mio (fs X1 X2) (fun x => fp (G1 x) (G2 x)).
Proof.
move=> T1t T2t Ho Hi X1 X2 G1 G2 q1 q2 [Y1 [H1 K1]] [Y2 [H2 K2]].
exists (fun i => fm (Y1 i) (Y2 i)); split; first exact: Ho.
by move=> i iP; apply: Hi; [exact: T1t q1 H1 i iP | exact: T2t q2 H2 i iP | exact: K1 | exact: K2].
Qed.

End Premises.

Lemma pos_iota_replicated P N (X : seq nat -> nat) Y :
  pos_iota N X -> rel_replicated P [:: N] X Y -> forall i, i < P -> pos_iota N (Y i).
Proof.
move=> HX HY i iP j jN; rewrite HY //; first exact: HX.
by rewrite /in_bounds /= jN.
Qed.

(* ---------- a collective along a middle mesh axis (cp of (dp, cp, tp)) ---------- *)
(* the shift moves whole sub-meshes: any inner relation carries over *)
Lemma nest_shift_mid T P k (Ro Ro' : (seq nat -> T) -> (nat -> seq nat -> T) -> Prop)
  (Mi : (seq nat -> T) -> (seq nat -> seq nat -> T) -> Prop) :
  (forall X Y, Ro X Y -> Ro' X (fun r => op_shift P k Y r)) ->
  forall X G, rel_nest P Ro Mi X G -> rel_nest P Ro' Mi X (coll 0 (fun F r => op_shift P k F r) G).
Proof.
move=> Hr; apply: (nest_coll_outer (hm := fun Y r => op_shift P k Y r)) => // Y H i iP HY.
by apply: HY; rewrite ltn_pmod // (leq_ltn_trans (leq0n i) iP).
Qed.

Section ReduceMid.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* the overlap-add on dim d commutes with a layout of another dim e *)
Lemma reindex_halo_reduce Q e g P d c h s (Y : nat -> tensor) (H : nat -> nat -> tensor) i : e != d -> d < size s -> nth 0%N s d = c ->
  (i < P)%N -> (forall m, (m < P)%N -> rel_reindex Q e g (set_nth 0%N s d (c + h)%N) (Y m) (H m)) ->
  rel_reindex Q e g s (op_halo_reduce P d c h Y i) (fun j => op_halo_reduce P d c h (fun m => H m j) i).
Proof.
move=> ed ds sd iP HY j jQ x xb; have de : d != e by rewrite eq_sym.
have xc : (nth 0%N x d < c)%N by rewrite -sd; exact: in_bounds_nth.
have ib v : (v < c + h)%N -> in_bounds (set_nth 0%N s d (c + h)%N) (set_nth 0%N x d v).
  by move=> vc; apply: in_bounds_set_nth.
rewrite /op_halo_reduce /reindex !nth_set_nth_ne // HY //; last by apply: ib; rewrite [(h + _)%N]addnC ltn_add2r.
rewrite /reindex nth_set_nth_ne // set_set_nth_comm //; congr (_ + _).
case: leqP => // ch; rewrite HY ?ltn_pmod ?(leq_ltn_trans (leq0n i) iP) //; last first.
  by apply: ib; rewrite (leq_ltn_trans (leq_subr _ _)) // ltn_addr.
by rewrite /reindex nth_set_nth_ne // set_set_nth_comm.
Qed.

(* OP_HALO_REDUCE along cp with tp's layout of the heads directly below *)
Lemma nest_halo_reduce_mid P d c h Q e g s (Ro Ro' : tensor -> (nat -> tensor) -> Prop) :
  e != d -> d < size s -> nth 0%N s d = c ->
  (forall X Y, Ro X Y -> Ro' X (fun i => op_halo_reduce P d c h Y i)) ->
  forall X G, rel_nest P Ro (rel_axis (rel_reindex Q e g (set_nth 0%N s d (c + h)%N))) X G ->
    rel_nest P Ro' (rel_axis (rel_reindex Q e g s)) X (coll 0 (fun F r => op_halo_reduce P d c h F r) G).
Proof.
move=> ed ds sd Hr; apply: (nest_coll_outer (hm := fun Y r => op_halo_reduce P d c h Y r)) => // Y H i iP HY.
exact: (reindex_halo_reduce (H := fun m j => H m [:: j]) ed ds sd iP HY).
Qed.
End ReduceMid.

(* ---------- the positions on a level that replicates them (tp) ---------- *)
Lemma rule_tail_index_replicated P c h (X : seq nat -> nat) F : h <= c ->
  rel_replicated P [:: c] X F ->
  rel_replicated P [:: h] (op_slice_index 0 (c - h) X) (fun r => op_slice_index 0 (c - h) (F r)).
Proof.
move=> hc HX r rP [|t [|? ?]] //; rewrite in_bounds1 => th.
by rewrite /op_slice_index /reindex /= HX // in_bounds1; exact: halo_tail_lt.
Qed.

Lemma rule_concat_index_replicated P n1 n2 w (X Y : seq nat -> nat) F G : w = n1 + n2 ->
  rel_replicated P [:: n1] X F -> rel_replicated P [:: n2] Y G ->
  rel_replicated P [:: w] (op_concat_index 0 n1 X Y) (fun r => op_concat_index 0 n1 (F r) (G r)).
Proof.
move=> -> HX HY r rP [|i [|? ?]] //; rewrite in_bounds1 => iw; rewrite /op_concat_index /=.
case: ltnP => lt; first by rewrite HX // in_bounds1.
by rewrite HY // in_bounds1 ltn_subLR.
Qed.


(* ---------- all_gather along a middle axis (K-hat over cp, tp below) ---------- *)
Section GatherMid.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

(* the gather on dim d commutes with a layout of another dim e *)
Lemma reindex_all_gather Q e g P d c s (Y : nat -> tensor) (H : nat -> nat -> tensor) :
  e != d -> d < size s -> nth 0 s d = P * c ->
  (forall m, m < P -> rel_reindex Q e g (set_nth 0 s d c) (Y m) (H m)) ->
  rel_reindex Q e g s (op_all_gather d c Y) (fun j => op_all_gather d c (fun m => H m j)).
Proof.
move=> ed ds sd HY j jQ x xb; have de : d != e by rewrite eq_sym.
have ti : nth 0 x d < P * c by rewrite -sd (in_bounds_nth xb ds).
have c0 := ltn_mul_gt0 ti.
have mP : nth 0 x d %/ c < P by rewrite ltn_divLR.
have ib : in_bounds (set_nth 0 s d c) (set_nth 0 x d (nth 0 x d %% c)).
  exact: in_bounds_set_nth ds xb (ltn_pmod _ c0).
rewrite /op_all_gather /concat (HY _ mP j jQ _ ib) /reindex /concat !nth_set_nth_ne //.
by rewrite set_set_nth_comm.
Qed.

Lemma nest_all_gather_mid P d c Q e g s (Ro Ro' : tensor -> (nat -> tensor) -> Prop) :
  e != d -> d < size s -> nth 0 s d = P * c ->
  (forall X Y, Ro X Y -> Ro' X (fun _ => op_all_gather d c Y)) ->
  forall X G, rel_nest P Ro (rel_axis (rel_reindex Q e g (set_nth 0 s d c))) X G ->
    rel_nest P Ro' (rel_axis (rel_reindex Q e g s)) X (coll 0 (fun F _ => op_all_gather d c F) G).
Proof.
move=> ed ds sd Hr; apply: (nest_coll_outer (hm := fun Y _ => op_all_gather d c Y)) => // Y H i iP HY.
exact: (reindex_all_gather (H := fun m j => H m [:: j]) ed ds sd HY).
Qed.
End GatherMid.
