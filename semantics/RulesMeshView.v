(* Multi-axis meshes: ops whose attributes read the coordinate of a mesh
   axis that is NOT the innermost one, helper nodes, and input-less index
   ops (a position arange).
   - Coordinate-dependent views: on the mesh (dp, cp, tp) the positions of
     the ranks are [arange (cp * Nc)] (start from the cp coordinate, the tp
     ranks replicate it).  The cp-level view of cp rank i is then
     [arange (i * Nc)]: it depends on i, which Mesh.v's [nest_map*] and
     RulesVocab.v's [nest_map*c] (a view function the same for every outer
     coordinate) cannot say.  [nest_map0v .. nest_map3v] take the view [fm i]
     of outer coordinate i; the levels below see [fm i] with i fixed (a
     rank-independent op there: e.g. [rule_arange_replicated_from]).
     [axis_map0c] is the innermost level of an input-less op.
   - Four and five inputs (sdpa, sdpa_backward): [nest_map4/5],
     [axis_map4/5], as Mesh.v's [nest_map1/2/3].
   - Helper nodes (realize no SM node: their output relates to their input's
     SM value): above the level whose coordinate the helper reads, a level
     passes the outer relation through unchanged ([nest_pass1]).
   - Rank-independent index ops on a level: an arange from any start, the
     sliding-window mask of replicated positions.
   - A premise about an input's SM value (idx_lt of the top-k indices a
     gather reads) carried down the levels: [nest_map2q] / [axis_map2q]
     take it on input 2 and a transport lemma giving it for every view
     ([idx_lt_replicated], [idx_lt_contiguous]).
   - An all_reduce over a group of both axes of a two-axis mesh (the SP norm
     weight gradients over dp x tp): partial sums on both levels become
     replicated on both ([nest_all_reduce_axes]; the ranks' op is the
     outer axis' sum of the inner axis' sums).
   - RMSNorm's dw over [B; N; n] with the batch laid out (dp): partial sums
     (RulesReplicatedLoss.v has the tokens-laid-out and replicated twins). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention RulesMoE Mesh.
From TV Require Import RulesReplicatedLoss RulesMissing RulesLayout.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- lifting with coordinate-dependent views ---------- *)
Section View.
Variables T1 T2 T3 T : Type.
Local Notation t1 := (seq nat -> T1).
Local Notation t2 := (seq nat -> T2).
Local Notation t3 := (seq nat -> T3).
Local Notation t := (seq nat -> T).

Lemma axis_map0c (Ro : t -> (nat -> t) -> Prop) (fm : t) (fp : seq nat -> t) :
  Ro fm (fun j => fp [:: j]) -> rel_axis Ro fm fp.
Proof. by []. Qed.

Lemma nest_map0v P (Roo : t -> (nat -> t) -> Prop) (Mio : t -> (seq nat -> t) -> Prop)
  (fs : t) (fm : nat -> t) (fp : seq nat -> t) :
  Roo fs fm -> (forall i, i < P -> Mio (fm i) (fun x => fp (i :: x))) -> rel_nest P Roo Mio fs fp.
Proof. by move=> Ho Hi; exists fm. Qed.

Lemma nest_map1v P (Ro1 : t1 -> (nat -> t1) -> Prop) (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mio : t -> (seq nat -> t) -> Prop)
  (fs : t1 -> t) (fm : nat -> t1 -> t) (fp : seq nat -> t1 -> t) :
  (forall X1 Y1, Ro1 X1 Y1 -> Roo (fs X1) (fun i => fm i (Y1 i))) ->
  (forall i, i < P -> forall Y1 H1, Mi1 Y1 H1 -> Mio (fm i Y1) (fun x => fp (i :: x) (H1 x))) ->
  forall X1 G1, rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Roo Mio (fs X1) (fun x => fp x (G1 x)).
Proof.
move=> Ho Hi X1 G1 [Y1 [H1 K1]]; exists (fun i => fm i (Y1 i)); split; first exact: Ho.
by move=> i iP; apply: (Hi i iP); apply: K1.
Qed.

Lemma nest_map2v P (Ro1 : t1 -> (nat -> t1) -> Prop) (Ro2 : t2 -> (nat -> t2) -> Prop)
  (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mi2 : t2 -> (seq nat -> t2) -> Prop)
  (Mio : t -> (seq nat -> t) -> Prop) (fs : t1 -> t2 -> t) (fm : nat -> t1 -> t2 -> t)
  (fp : seq nat -> t1 -> t2 -> t) :
  (forall X1 X2 Y1 Y2, Ro1 X1 Y1 -> Ro2 X2 Y2 -> Roo (fs X1 X2) (fun i => fm i (Y1 i) (Y2 i))) ->
  (forall i, i < P -> forall Y1 Y2 H1 H2, Mi1 Y1 H1 -> Mi2 Y2 H2 ->
     Mio (fm i Y1 Y2) (fun x => fp (i :: x) (H1 x) (H2 x))) ->
  forall X1 X2 G1 G2, rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Ro2 Mi2 X2 G2 ->
    rel_nest P Roo Mio (fs X1 X2) (fun x => fp x (G1 x) (G2 x)).
Proof.
move=> Ho Hi X1 X2 G1 G2 [Y1 [H1 K1]] [Y2 [H2 K2]].
exists (fun i => fm i (Y1 i) (Y2 i)); split; first exact: Ho.
by move=> i iP; apply: (Hi i iP); [apply: K1 | apply: K2].
Qed.

Lemma nest_map3v P (Ro1 : t1 -> (nat -> t1) -> Prop) (Ro2 : t2 -> (nat -> t2) -> Prop)
  (Ro3 : t3 -> (nat -> t3) -> Prop) (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mi2 : t2 -> (seq nat -> t2) -> Prop)
  (Mi3 : t3 -> (seq nat -> t3) -> Prop) (Mio : t -> (seq nat -> t) -> Prop)
  (fs : t1 -> t2 -> t3 -> t) (fm : nat -> t1 -> t2 -> t3 -> t) (fp : seq nat -> t1 -> t2 -> t3 -> t) :
  (forall X1 X2 X3 Y1 Y2 Y3, Ro1 X1 Y1 -> Ro2 X2 Y2 -> Ro3 X3 Y3 ->
     Roo (fs X1 X2 X3) (fun i => fm i (Y1 i) (Y2 i) (Y3 i))) ->
  (forall i, i < P -> forall Y1 Y2 Y3 H1 H2 H3, Mi1 Y1 H1 -> Mi2 Y2 H2 -> Mi3 Y3 H3 ->
     Mio (fm i Y1 Y2 Y3) (fun x => fp (i :: x) (H1 x) (H2 x) (H3 x))) ->
  forall X1 X2 X3 G1 G2 G3, rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Ro2 Mi2 X2 G2 ->
    rel_nest P Ro3 Mi3 X3 G3 ->
    rel_nest P Roo Mio (fs X1 X2 X3) (fun x => fp x (G1 x) (G2 x) (G3 x)).
Proof.
move=> Ho Hi X1 X2 X3 G1 G2 G3 [Y1 [H1 K1]] [Y2 [H2 K2]] [Y3 [H3 K3]].
exists (fun i => fm i (Y1 i) (Y2 i) (Y3 i)); split; first exact: Ho.
by move=> i iP; apply: (Hi i iP); [apply: K1 | apply: K2 | apply: K3].
Qed.

(* a helper above the level it reads: the outer views pass through *)
Lemma nest_pass1 P (Ro : t1 -> (nat -> t1) -> Prop) (Mi1 Mio : t1 -> (seq nat -> t1) -> Prop)
  (fp : seq nat -> t1 -> t1) :
  (forall i, i < P -> forall Y1 H1, Mi1 Y1 H1 -> Mio Y1 (fun x => fp (i :: x) (H1 x))) ->
  forall X1 G1, rel_nest P Ro Mi1 X1 G1 -> rel_nest P Ro Mio X1 (fun x => fp x (G1 x)).
Proof. by move=> Hi X1 G1 [Y1 [H1 K1]]; exists Y1; split=> // i iP; apply: (Hi i iP); apply: K1. Qed.
End View.

(* ---------- four and five inputs (sdpa: Q K V mask; its backward: + dO) ---------- *)
Section Local45.
Variables T1 T2 T3 T4 T5 T : Type.
Local Notation t1 := (seq nat -> T1).
Local Notation t2 := (seq nat -> T2).
Local Notation t3 := (seq nat -> T3).
Local Notation t4 := (seq nat -> T4).
Local Notation t5 := (seq nat -> T5).
Local Notation t := (seq nat -> T).

Lemma axis_map4 (R1 : t1 -> (nat -> t1) -> Prop) (R2 : t2 -> (nat -> t2) -> Prop)
  (R3 : t3 -> (nat -> t3) -> Prop) (R4 : t4 -> (nat -> t4) -> Prop) (Ro : t -> (nat -> t) -> Prop)
  (fm fp : t1 -> t2 -> t3 -> t4 -> t) :
  (forall Y1 Y2 Y3 Y4 F1 F2 F3 F4, R1 Y1 F1 -> R2 Y2 F2 -> R3 Y3 F3 -> R4 Y4 F4 ->
     Ro (fm Y1 Y2 Y3 Y4) (fun j => fp (F1 j) (F2 j) (F3 j) (F4 j))) ->
  forall Y1 Y2 Y3 Y4 H1 H2 H3 H4, rel_axis R1 Y1 H1 -> rel_axis R2 Y2 H2 -> rel_axis R3 Y3 H3 ->
    rel_axis R4 Y4 H4 -> rel_axis Ro (fm Y1 Y2 Y3 Y4) (fun x => fp (H1 x) (H2 x) (H3 x) (H4 x)).
Proof. by move=> Hr Y1 Y2 Y3 Y4 H1 H2 H3 H4; apply: Hr. Qed.

Lemma nest_map4 P (Ro1 : t1 -> (nat -> t1) -> Prop) (Ro2 : t2 -> (nat -> t2) -> Prop)
  (Ro3 : t3 -> (nat -> t3) -> Prop) (Ro4 : t4 -> (nat -> t4) -> Prop) (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mi2 : t2 -> (seq nat -> t2) -> Prop)
  (Mi3 : t3 -> (seq nat -> t3) -> Prop) (Mi4 : t4 -> (seq nat -> t4) -> Prop)
  (Mio : t -> (seq nat -> t) -> Prop) (fs fm fp : t1 -> t2 -> t3 -> t4 -> t) :
  (forall X1 X2 X3 X4 Y1 Y2 Y3 Y4, Ro1 X1 Y1 -> Ro2 X2 Y2 -> Ro3 X3 Y3 -> Ro4 X4 Y4 ->
     Roo (fs X1 X2 X3 X4) (fun i => fm (Y1 i) (Y2 i) (Y3 i) (Y4 i))) ->
  (forall Y1 Y2 Y3 Y4 H1 H2 H3 H4, Mi1 Y1 H1 -> Mi2 Y2 H2 -> Mi3 Y3 H3 -> Mi4 Y4 H4 ->
     Mio (fm Y1 Y2 Y3 Y4) (fun x => fp (H1 x) (H2 x) (H3 x) (H4 x))) ->
  forall X1 X2 X3 X4 G1 G2 G3 G4, rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Ro2 Mi2 X2 G2 ->
    rel_nest P Ro3 Mi3 X3 G3 -> rel_nest P Ro4 Mi4 X4 G4 ->
    rel_nest P Roo Mio (fs X1 X2 X3 X4) (fun x => fp (G1 x) (G2 x) (G3 x) (G4 x)).
Proof.
move=> Ho Hi X1 X2 X3 X4 G1 G2 G3 G4 [Y1 [H1 K1]] [Y2 [H2 K2]] [Y3 [H3 K3]] [Y4 [H4 K4]].
exists (fun i => fm (Y1 i) (Y2 i) (Y3 i) (Y4 i)); split; first exact: Ho.
by move=> i iP; apply: Hi; [apply: K1 | apply: K2 | apply: K3 | apply: K4].
Qed.

Lemma axis_map5 (R1 : t1 -> (nat -> t1) -> Prop) (R2 : t2 -> (nat -> t2) -> Prop)
  (R3 : t3 -> (nat -> t3) -> Prop) (R4 : t4 -> (nat -> t4) -> Prop) (R5 : t5 -> (nat -> t5) -> Prop)
  (Ro : t -> (nat -> t) -> Prop) (fm fp : t1 -> t2 -> t3 -> t4 -> t5 -> t) :
  (forall Y1 Y2 Y3 Y4 Y5 F1 F2 F3 F4 F5, R1 Y1 F1 -> R2 Y2 F2 -> R3 Y3 F3 -> R4 Y4 F4 -> R5 Y5 F5 ->
     Ro (fm Y1 Y2 Y3 Y4 Y5) (fun j => fp (F1 j) (F2 j) (F3 j) (F4 j) (F5 j))) ->
  forall Y1 Y2 Y3 Y4 Y5 H1 H2 H3 H4 H5, rel_axis R1 Y1 H1 -> rel_axis R2 Y2 H2 -> rel_axis R3 Y3 H3 ->
    rel_axis R4 Y4 H4 -> rel_axis R5 Y5 H5 ->
    rel_axis Ro (fm Y1 Y2 Y3 Y4 Y5) (fun x => fp (H1 x) (H2 x) (H3 x) (H4 x) (H5 x)).
Proof. by move=> Hr Y1 Y2 Y3 Y4 Y5 H1 H2 H3 H4 H5; apply: Hr. Qed.

Lemma nest_map5 P (Ro1 : t1 -> (nat -> t1) -> Prop) (Ro2 : t2 -> (nat -> t2) -> Prop)
  (Ro3 : t3 -> (nat -> t3) -> Prop) (Ro4 : t4 -> (nat -> t4) -> Prop) (Ro5 : t5 -> (nat -> t5) -> Prop)
  (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mi2 : t2 -> (seq nat -> t2) -> Prop)
  (Mi3 : t3 -> (seq nat -> t3) -> Prop) (Mi4 : t4 -> (seq nat -> t4) -> Prop)
  (Mi5 : t5 -> (seq nat -> t5) -> Prop)
  (Mio : t -> (seq nat -> t) -> Prop) (fs fm fp : t1 -> t2 -> t3 -> t4 -> t5 -> t) :
  (forall X1 X2 X3 X4 X5 Y1 Y2 Y3 Y4 Y5, Ro1 X1 Y1 -> Ro2 X2 Y2 -> Ro3 X3 Y3 -> Ro4 X4 Y4 -> Ro5 X5 Y5 ->
     Roo (fs X1 X2 X3 X4 X5) (fun i => fm (Y1 i) (Y2 i) (Y3 i) (Y4 i) (Y5 i))) ->
  (forall Y1 Y2 Y3 Y4 Y5 H1 H2 H3 H4 H5, Mi1 Y1 H1 -> Mi2 Y2 H2 -> Mi3 Y3 H3 -> Mi4 Y4 H4 -> Mi5 Y5 H5 ->
     Mio (fm Y1 Y2 Y3 Y4 Y5) (fun x => fp (H1 x) (H2 x) (H3 x) (H4 x) (H5 x))) ->
  forall X1 X2 X3 X4 X5 G1 G2 G3 G4 G5, rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Ro2 Mi2 X2 G2 ->
    rel_nest P Ro3 Mi3 X3 G3 -> rel_nest P Ro4 Mi4 X4 G4 -> rel_nest P Ro5 Mi5 X5 G5 ->
    rel_nest P Roo Mio (fs X1 X2 X3 X4 X5) (fun x => fp (G1 x) (G2 x) (G3 x) (G4 x) (G5 x)).
Proof.
move=> Ho Hi X1 X2 X3 X4 X5 G1 G2 G3 G4 G5 [Y1 [H1 K1]] [Y2 [H2 K2]] [Y3 [H3 K3]] [Y4 [H4 K4]] [Y5 [H5 K5]].
exists (fun i => fm (Y1 i) (Y2 i) (Y3 i) (Y4 i) (Y5 i)); split; first exact: Ho.
by move=> i iP; apply: Hi; [apply: K1 | apply: K2 | apply: K3 | apply: K4 | apply: K5].
Qed.
End Local45.

(* ---------- rank-independent index ops ---------- *)
(* an arange from any start s on every rank (below the level that chose s) *)
Lemma rule_arange_replicated_from P N s :
  rel_replicated P [:: N] (op_arange_from s) (fun _ => op_arange_from s).
Proof. by []. Qed.


(* the sliding-window mask of replicated query and key positions *)
Lemma resp_sliding_window_mask w Nq Nk :
  respects2 (op_sliding_window_mask w) [:: Nq] [:: Nk] [:: Nq; Nk].
Proof.
move=> q q' k k' Hq Hk [|i0 [|i1 [|? ?]]] //; rewrite in_bounds2 => /andP[b0 b1].
by rewrite /op_sliding_window_mask /= Hq ?Hk ?in_bounds1.
Qed.
Arguments resp_sliding_window_mask {w Nq Nk}.

(* ---------- RMSNorm dw with the batch laid out ---------- *)
Section RmsW3Batch.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable rsqrt : R -> R.

(* the weight hypothesis is taken and unused (one hypothesis per PM input) *)
Lemma rule_rmsnorm_backward_w3_batch P c N n eps (X : tensor) FX (W : tensor) FW (dY : tensor) FdY :
  rel_contiguous_shard P 0 c [:: c; N; n] X FX ->
  rel_replicated P [:: n] W FW ->
  rel_contiguous_shard P 0 c [:: c; N; n] dY FdY ->
  rel_partial_sum P 1 [:: n] (op_rmsnorm_backward_w3 rsqrt n (P * c) N eps X dY)
    (fun r => op_rmsnorm_backward_w3 rsqrt n c N eps (FX r) (FdY r)).
Proof.
move=> HX _ HY [|k [|? ?]] //; rewrite in_bounds1 => kn.
rewrite mul1r /op_rmsnorm_backward_w3 /= sum_shards; apply: eq_big_nat => r /andP[_ rP].
apply: eq_big_nat => b /andP[_ bc]; apply: eq_big_nat => t /andP[_ tN].
have ib : in_bounds [:: c; N; n] [:: b; t; k] by rewrite in_bounds3 bc tN kn.
rewrite HX // HY // /reindex /contig_map /=; congr (_ * _).
rewrite /rms_scale /rowsum; congr (rsqrt (_ * _ + _)); apply: eq_big_nat => j /andP[_ jn].
by rewrite HX ?in_bounds3 ?bc ?tN.
Qed.
End RmsW3Batch.

(* ---------- a premise on input 2 carried down the levels ---------- *)
Section Premise.
Variables T1 T2 T : Type.
Local Notation t1 := (seq nat -> T1).
Local Notation t2 := (seq nat -> T2).
Local Notation t := (seq nat -> T).

Lemma axis_map2q (Q : t2 -> Prop) (R1 : t1 -> (nat -> t1) -> Prop) (R2 : t2 -> (nat -> t2) -> Prop)
  (Ro : t -> (nat -> t) -> Prop) (fm fp : t1 -> t2 -> t) :
  (forall Y1 Y2 F1 F2, Q Y2 -> R1 Y1 F1 -> R2 Y2 F2 -> Ro (fm Y1 Y2) (fun j => fp (F1 j) (F2 j))) ->
  forall Y1 Y2 H1 H2, Q Y2 -> rel_axis R1 Y1 H1 -> rel_axis R2 Y2 H2 ->
    rel_axis Ro (fm Y1 Y2) (fun x => fp (H1 x) (H2 x)).
Proof. by move=> Hr Y1 Y2 H1 H2; apply: Hr. Qed.

(* Qt: the premise holds of every view of a value it holds of *)
Lemma nest_map2q P (Q Qi : t2 -> Prop) (Ro1 : t1 -> (nat -> t1) -> Prop) (Ro2 : t2 -> (nat -> t2) -> Prop)
  (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mi2 : t2 -> (seq nat -> t2) -> Prop)
  (Mio : t -> (seq nat -> t) -> Prop) (fs fm fp : t1 -> t2 -> t) :
  (forall X2 Y2, Q X2 -> Ro2 X2 Y2 -> forall i, i < P -> Qi (Y2 i)) ->
  (forall X1 X2 Y1 Y2, Q X2 -> Ro1 X1 Y1 -> Ro2 X2 Y2 -> Roo (fs X1 X2) (fun i => fm (Y1 i) (Y2 i))) ->
  (forall Y1 Y2 H1 H2, Qi Y2 -> Mi1 Y1 H1 -> Mi2 Y2 H2 -> Mio (fm Y1 Y2) (fun x => fp (H1 x) (H2 x))) ->
  forall X1 X2 G1 G2, Q X2 -> rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Ro2 Mi2 X2 G2 ->
    rel_nest P Roo Mio (fs X1 X2) (fun x => fp (G1 x) (G2 x)).
Proof.
move=> Qt Ho Hi X1 X2 G1 G2 q [Y1 [H1 K1]] [Y2 [H2 K2]].
exists (fun i => fm (Y1 i) (Y2 i)); split; first exact: Ho.
by move=> i iP; apply: Hi; [exact: Qt q H2 i iP | apply: K1 | apply: K2].
Qed.
End Premise.

(* the indices' range on the views *)
Lemma idx_lt_replicated P s n (X : seq nat -> nat) Y :
  idx_lt s n X -> rel_replicated P s X Y -> forall i, i < P -> idx_lt s n (Y i).
Proof. by move=> HX HY i iP j jb; rewrite HY //; exact: HX. Qed.

(* the level-above length w = P * c as the plan writes it (cp * tp * Ns on
   cp), the equation by ring *)
Lemma idx_lt_contiguous P e c w s n : e < size s -> nth 0 s e = c -> w = P * c ->
  forall (X : seq nat -> nat) Y, idx_lt (set_nth 0 s e w) n X -> rel_contiguous_shard P e c s X Y ->
    forall i, i < P -> idx_lt s n (Y i).
Proof.
move=> es se -> X Y HX HY r rP j jb; have je : nth 0 j e < c by rewrite -se in_bounds_nth.
rewrite HY // /reindex; apply: HX; exact: in_bounds_set_nth es jb (shard_lt rP je).
Qed.

(* ---------- all_reduce over both axes of a two-axis mesh ---------- *)
Section ReduceBoth.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma nest_all_reduce_axes P Q (k : R) so (X : tensor) (G : seq nat -> tensor) :
  rel_nest P (rel_partial_sum P k so) (rel_axis (rel_partial_sum Q 1 so)) X G ->
  rel_nest P (rel_replicated P so) (rel_axis (rel_replicated Q so)) X
    (fun x => op_all_reduce P k (fun i => op_all_reduce Q 1 (fun j => G (set_nth 0%N (set_nth 0%N x 0%N i) 1%N j)))).
Proof.
move=> [Y [HX HY]]; exists (fun _ => X); split=> [r _ i ib //|i0 _ j _ idx ib].
rewrite HX // /op_all_reduce /=; congr (_ * _); apply: eq_big_nat => i /andP[_ iP].
by rewrite (HY i iP idx ib).
Qed.
End ReduceBoth.
