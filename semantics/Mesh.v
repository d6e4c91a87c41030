(* Multi-axis meshes (DP x TP, DP x CP x TP, ...): relations nest the
   single-axis relations, outer axis first (DTensor / mesh order).

   PM values are families over mesh coordinates [G : seq nat -> tensor].
   [rel_axis Ri Y H] is the last (innermost) axis: Ri relates Y to the
   family [fun j => H [:: j]].  [rel_nest P Ro Ri X G] is one more outer
   axis of size P: there is an outer-axis-local view Y (Y i = what the ranks
   with outer coordinate i hold together) with [Ro X Y], and for every
   i < P the inner relation Ri relates Y i to the sub-mesh [fun x => G (i :: x)].
   So for a 2-axis mesh with coordinates [:: i; j]
     rel_nest Po Ro (rel_axis Ri) X G
       <-> exists Y, Ro X Y /\ forall i, i < Po -> Ri (Y i) (fun j => G [:: i; j])
   (by conversion), and 3 axes are rel_nest Pa Ra (rel_nest Pb Rb (rel_axis Rc)).

   Lifting lemmas (each used once per mesh level, so n axes = n lemma
   applications, composed mechanically):
   - [axis_map1/2/3], [nest_map1/2/3]: a rank-local op, given a single-axis
     rule for every level (the function may differ per level: fs on the SM,
     fm on the intermediate views, fp on the ranks);
   - [axis_coll], [nest_coll_inner]: a collective along an inner axis
     [coll a h G] (h applied to the axis-a group of each rank) applies the
     inner rule for every outer coordinate;
   - [nest_coll_outer], [nest_all_reduce_outer]: a collective along the
     outermost axis of this level; for all_reduce the inner relation must be
     linear ([lin]); every layout relation, replicated and partial_sum are
     ([lin_reindex] ... [lin_partial_sum]) and nesting preserves it
     ([lin_axis], [lin_nest]).                                             *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* finite choice over nat (no axiom): used to pick the views of a sum *)
Lemma fin_choice {A : Type} (a0 : A) (Q : nat) (Pr : nat -> A -> Prop) :
  (forall m, m < Q -> exists y, Pr m y) -> exists f : nat -> A, forall m, m < Q -> Pr m (f m).
Proof.
elim: Q => [|Q IH] H; first by exists (fun _ => a0).
have [f Hf] : exists f : nat -> A, forall m, m < Q -> Pr m (f m).
  by apply: IH => m mQ; apply: H; rewrite ltnS ltnW.
have [y Hy] := H Q (ltnSn Q).
exists (fun m => if m == Q then y else f m) => m; rewrite ltnS leq_eqVlt.
by case/orP => [/eqP->|mQ]; rewrite ?eqxx // (ltn_eqF mQ); apply: Hf.
Qed.

Section Nest.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

(* the innermost axis *)
Definition rel_axis (Ri : tensor -> (nat -> tensor) -> Prop) (Y : tensor) (H : seq nat -> tensor) :=
  Ri Y (fun j => H [:: j]).

(* one outer axis of size P *)
Definition rel_nest (P : nat) (Ro : tensor -> (nat -> tensor) -> Prop)
  (Ri : tensor -> (seq nat -> tensor) -> Prop) (X : tensor) (G : seq nat -> tensor) :=
  exists Y : nat -> tensor, Ro X Y /\ forall i, i < P -> Ri (Y i) (fun x => G (i :: x)).

(* a collective along mesh axis a: h reads the rank's axis-a group and its
   coordinate on that axis (op_all_reduce ignores it; reduce_scatter uses it) *)
Definition coll {U : Type} a (h : (nat -> tensor) -> nat -> U) (G : seq nat -> tensor) : seq nat -> U :=
  fun x => h (fun m => G (set_nth 0 x a m)) (nth 0 x a).

Lemma coll_cons {U : Type} a (h : (nat -> tensor) -> nat -> U) G i x :
  coll a.+1 h G (i :: x) = coll a h (fun y => G (i :: y)) x.
Proof. by []. Qed.

Lemma rel_nestP P Ro Ri X G :
  rel_nest P Ro (rel_axis Ri) X G <->
  exists Y : nat -> tensor, Ro X Y /\ forall i, i < P -> Ri (Y i) (fun j => G [:: i; j]).
Proof. by []. Qed.

End Nest.

(* ---------- (ii) collectives along an inner axis ---------- *)
Section Inner.
Variable T : Type.
Local Notation tensor := (seq nat -> T).


(* the innermost axis (axis 0 of the sub-mesh): the single-axis rule itself *)
Lemma axis_coll (Ri Ri' : tensor -> (nat -> tensor) -> Prop) (h : (nat -> tensor) -> nat -> tensor) :
  (forall Y F, Ri Y F -> Ri' Y (fun j => h F j)) ->
  forall Y H, rel_axis Ri Y H -> rel_axis Ri' Y (coll 0 h H).
Proof. by move=> Hr Y H; apply: Hr. Qed.

(* pass an axis-(a+1) collective under one outer level (any outer relation) *)
Lemma nest_coll_inner P (Ro : tensor -> (nat -> tensor) -> Prop) (Mi Mi' : tensor -> (seq nat -> tensor) -> Prop) a
  (h : (nat -> tensor) -> nat -> tensor) :
  (forall Y H, Mi Y H -> Mi' Y (coll a h H)) ->
  forall X G, rel_nest P Ro Mi X G -> rel_nest P Ro Mi' X (coll a.+1 h G).
Proof. by move=> Hr X G [Y [HX HY]]; exists Y; split=> // i iP; exact: (Hr (Y i) (fun y => G (i :: y)) (HY i iP)). Qed.
End Inner.

(* ---------- (i) rank-local ops ---------- *)
Section Local.
Variables T1 T2 T3 T : Type.
Local Notation t1 := (seq nat -> T1).
Local Notation t2 := (seq nat -> T2).
Local Notation t3 := (seq nat -> T3).
Local Notation t := (seq nat -> T).

Lemma axis_map1 (R1 : t1 -> (nat -> t1) -> Prop) (Ro : t -> (nat -> t) -> Prop)
  (fm fp : t1 -> t) :
  (forall Y F, R1 Y F -> Ro (fm Y) (fun j => fp (F j))) ->
  forall Y H, rel_axis R1 Y H -> rel_axis Ro (fm Y) (fun x => fp (H x)).
Proof. by move=> Hr Y H; apply: Hr. Qed.

Lemma axis_map2 (R1 : t1 -> (nat -> t1) -> Prop) (R2 : t2 -> (nat -> t2) -> Prop)
  (Ro : t -> (nat -> t) -> Prop) (fm fp : t1 -> t2 -> t) :
  (forall Y1 Y2 F1 F2, R1 Y1 F1 -> R2 Y2 F2 -> Ro (fm Y1 Y2) (fun j => fp (F1 j) (F2 j))) ->
  forall Y1 Y2 H1 H2, rel_axis R1 Y1 H1 -> rel_axis R2 Y2 H2 ->
    rel_axis Ro (fm Y1 Y2) (fun x => fp (H1 x) (H2 x)).
Proof. by move=> Hr Y1 Y2 H1 H2; apply: Hr. Qed.

Lemma axis_map3 (R1 : t1 -> (nat -> t1) -> Prop) (R2 : t2 -> (nat -> t2) -> Prop)
  (R3 : t3 -> (nat -> t3) -> Prop) (Ro : t -> (nat -> t) -> Prop) (fm fp : t1 -> t2 -> t3 -> t) :
  (forall Y1 Y2 Y3 F1 F2 F3, R1 Y1 F1 -> R2 Y2 F2 -> R3 Y3 F3 ->
     Ro (fm Y1 Y2 Y3) (fun j => fp (F1 j) (F2 j) (F3 j))) ->
  forall Y1 Y2 Y3 H1 H2 H3, rel_axis R1 Y1 H1 -> rel_axis R2 Y2 H2 -> rel_axis R3 Y3 H3 ->
    rel_axis Ro (fm Y1 Y2 Y3) (fun x => fp (H1 x) (H2 x) (H3 x)).
Proof. by move=> Hr Y1 Y2 Y3 H1 H2 H3; apply: Hr. Qed.

(* one outer level: the outer rule relates the SM op fs to the views' op fm,
   the inner (mesh) rule relates fm to the ranks' op fp.  Hypotheses and
   conclusions are rule-shaped (quantified over the tensors), so a level's
   conclusion is the next level's inner hypothesis. *)
Lemma nest_map1 P (Ro1 : t1 -> (nat -> t1) -> Prop) (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mio : t -> (seq nat -> t) -> Prop)
  (fs fm fp : t1 -> t) :
  (forall X1 Y1, Ro1 X1 Y1 -> Roo (fs X1) (fun i => fm (Y1 i))) ->
  (forall Y1 H1, Mi1 Y1 H1 -> Mio (fm Y1) (fun x => fp (H1 x))) ->
  forall X1 G1, rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Roo Mio (fs X1) (fun x => fp (G1 x)).
Proof.
move=> Ho Hi X1 G1 [Y1 [H1 K1]]; exists (fun i => fm (Y1 i)); split; first exact: Ho.
by move=> i iP; apply: Hi; apply: K1.
Qed.

Lemma nest_map2 P (Ro1 : t1 -> (nat -> t1) -> Prop) (Ro2 : t2 -> (nat -> t2) -> Prop)
  (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mi2 : t2 -> (seq nat -> t2) -> Prop)
  (Mio : t -> (seq nat -> t) -> Prop) (fs fm fp : t1 -> t2 -> t) :
  (forall X1 X2 Y1 Y2, Ro1 X1 Y1 -> Ro2 X2 Y2 -> Roo (fs X1 X2) (fun i => fm (Y1 i) (Y2 i))) ->
  (forall Y1 Y2 H1 H2, Mi1 Y1 H1 -> Mi2 Y2 H2 -> Mio (fm Y1 Y2) (fun x => fp (H1 x) (H2 x))) ->
  forall X1 X2 G1 G2, rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Ro2 Mi2 X2 G2 ->
    rel_nest P Roo Mio (fs X1 X2) (fun x => fp (G1 x) (G2 x)).
Proof.
move=> Ho Hi X1 X2 G1 G2 [Y1 [H1 K1]] [Y2 [H2 K2]].
exists (fun i => fm (Y1 i) (Y2 i)); split; first exact: Ho.
by move=> i iP; apply: Hi; [apply: K1 | apply: K2].
Qed.

Lemma nest_map3 P (Ro1 : t1 -> (nat -> t1) -> Prop) (Ro2 : t2 -> (nat -> t2) -> Prop)
  (Ro3 : t3 -> (nat -> t3) -> Prop) (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mi2 : t2 -> (seq nat -> t2) -> Prop)
  (Mi3 : t3 -> (seq nat -> t3) -> Prop) (Mio : t -> (seq nat -> t) -> Prop)
  (fs fm fp : t1 -> t2 -> t3 -> t) :
  (forall X1 X2 X3 Y1 Y2 Y3, Ro1 X1 Y1 -> Ro2 X2 Y2 -> Ro3 X3 Y3 ->
     Roo (fs X1 X2 X3) (fun i => fm (Y1 i) (Y2 i) (Y3 i))) ->
  (forall Y1 Y2 Y3 H1 H2 H3, Mi1 Y1 H1 -> Mi2 Y2 H2 -> Mi3 Y3 H3 ->
     Mio (fm Y1 Y2 Y3) (fun x => fp (H1 x) (H2 x) (H3 x))) ->
  forall X1 X2 X3 G1 G2 G3, rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Ro2 Mi2 X2 G2 ->
    rel_nest P Ro3 Mi3 X3 G3 ->
    rel_nest P Roo Mio (fs X1 X2 X3) (fun x => fp (G1 x) (G2 x) (G3 x)).
Proof.
move=> Ho Hi X1 X2 X3 G1 G2 G3 [Y1 [H1 K1]] [Y2 [H2 K2]] [Y3 [H3 K3]].
exists (fun i => fm (Y1 i) (Y2 i) (Y3 i)); split; first exact: Ho.
by move=> i iP; apply: Hi; [apply: K1 | apply: K2 | apply: K3].
Qed.
End Local.

(* ---------- (iii) collectives along the outer axis of a level ---------- *)
Section Outer.
Variable T : Type.
Local Notation tensor := (seq nat -> T).

(* generic: the outer rule turns Ro into Ro' through the views' collective
   hm; the inner relation commutes with the ranks' collective h *)
Lemma nest_coll_outer P (Ro Ro' : tensor -> (nat -> tensor) -> Prop)
  (Mi Mi' : tensor -> (seq nat -> tensor) -> Prop)
  (hm h : (nat -> tensor) -> nat -> tensor) :
  (forall X Y, Ro X Y -> Ro' X (fun i => hm Y i)) ->
  (forall (Y : nat -> tensor) (H : nat -> seq nat -> tensor) i, i < P ->
     (forall m, m < P -> Mi (Y m) (H m)) -> Mi' (hm Y i) (fun x => h (fun m => H m x) i)) ->
  forall X G, rel_nest P Ro Mi X G -> rel_nest P Ro' Mi' X (coll 0 h G).
Proof.
move=> Ho Hc X G [Y [HX HY]]; exists (fun i => hm Y i); split; first exact: Ho.
by move=> i iP; apply: (Hc Y (fun m x => G (m :: x)) i iP HY).
Qed.
End Outer.

(* ---------- linearity: inner relations commute with sums ---------- *)
Section Linear.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* a relation is linear if it is preserved by (scaled) sums of related pairs *)
Definition lin {I : Type} (Rl : tensor -> (I -> tensor) -> Prop) :=
  forall Q (k : R) (Y : nat -> tensor) (H : nat -> I -> tensor),
    (forall m, m < Q -> Rl (Y m) (H m)) ->
    Rl (op_all_reduce Q k Y) (fun x => op_all_reduce Q k (fun m => H m x)).

(* layout views are linear: reindex of a sum is the sum of the reindexes *)
Lemma reindex_all_reduce d g Q k (Y : nat -> tensor) :
  reindex d g (op_all_reduce Q k Y) =1 op_all_reduce Q k (fun m => reindex d g (Y m)).
Proof. by []. Qed.

Lemma lin_reindex P d g s : lin (rel_reindex P d g s).
Proof.
move=> Q k Y H HY r rP i ib; rewrite reindex_all_reduce /op_all_reduce; congr (_ * _).
by apply: eq_big_nat => m /andP[_ mQ]; rewrite (HY m mQ r rP i ib).
Qed.

Lemma lin_contiguous_shard P d c s : lin (rel_contiguous_shard P d c s).
Proof. exact: lin_reindex. Qed.

Lemma lin_zigzag P d c s : lin (rel_zigzag P d c s).
Proof. exact: lin_reindex. Qed.

Lemma lin_replicated P s : lin (rel_replicated P s).
Proof.
move=> Q k Y H HY r rP i ib; rewrite /op_all_reduce; congr (_ * _).
by apply: eq_big_nat => m /andP[_ mQ]; rewrite (HY m mQ r rP i ib).
Qed.

Lemma lin_partial_sum P k' s : lin (rel_partial_sum P k' s).
Proof.
move=> Q k Y H HY i ib; rewrite /op_all_reduce.
rewrite (eq_big_nat _ _ (fun m mQ => HY m (andP mQ).2 i ib)) /=.
rewrite -[in LHS]mulr_sumr -[in RHS]mulr_sumr mulrCA; congr (_ * (_ * _)).
exact: exchange_big.
Qed.

Lemma lin_axis (Ri : tensor -> (nat -> tensor) -> Prop) : lin Ri -> lin (rel_axis Ri).
Proof. by move=> L Q k Y H HY; apply: (L Q k Y (fun m j => H m [:: j])). Qed.

Lemma lin_nest P (Ro : tensor -> (nat -> tensor) -> Prop) (Mi : tensor -> (seq nat -> tensor) -> Prop) :
  lin Ro -> lin Mi -> lin (rel_nest P Ro Mi).
Proof.
move=> Lo Li Q k Y H HY.
have [YY HYY] := @fin_choice _ (fun _ _ => 0) Q
  (fun m (V : nat -> tensor) => Ro (Y m) V /\ forall i, i < P -> Mi (V i) (fun x => H m (i :: x))) HY.
exists (fun i => op_all_reduce Q k (fun m => YY m i)); split.
  exact: (Lo Q k Y YY (fun m mQ => (HYY m mQ).1)).
move=> i iP.
exact: (Li Q k (fun m => YY m i) (fun m x => H m (i :: x)) (fun m mQ => (HYY m mQ).2 i iP)).
Qed.

(* DP all_reduce of partial sums over the outer axis, any linear inner
   relation (e.g. a TP layout): replicated over the outer axis *)
Lemma nest_all_reduce_outer P k so (Mi : tensor -> (seq nat -> tensor) -> Prop) :
  lin Mi ->
  forall X G, rel_nest P (rel_partial_sum P k so) Mi X G ->
    rel_nest P (rel_replicated P so) Mi X (coll 0 (fun F _ => op_all_reduce P k F) G).
Proof.
move=> L; apply: (nest_coll_outer (hm := fun Y _ => op_all_reduce P k Y)).
  by move=> X Y HX r _ i /HX ->.
by move=> Y H i _ HY; apply: L.
Qed.
End Linear.
