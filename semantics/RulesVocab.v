(* Vocab-parallel embedding on a multi-axis mesh.
   - Rank-dependent local ops: the PM form of a vocab-parallel op reads the
     rank's mesh coordinate (embedding offset [tp * vl]), so the lifting
     lemmas of Mesh.v (whose rank op [fp] is the same on every rank) do not
     apply.  [axis_map1c/2c/3c], [nest_map1c/2c/3c] are the same lemmas with
     [fp] taking the rank's coordinate list: one level peels the outer
     coordinate [i] and hands [fun x => fp (i :: x)] to the level below.
   - Embedding with the table replicated and the ids laid out on a leading
     dim d (tokens split by dp / cp / sp): the output is laid out on d.   *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention RulesEmbedding RulesMoE.
From TV Require Import RulesBackward RulesMissing Mesh.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- lifting rank-dependent local ops ---------- *)
Section LocalCoord.
Variables T1 T2 T3 T : Type.
Local Notation t1 := (seq nat -> T1).
Local Notation t2 := (seq nat -> T2).
Local Notation t3 := (seq nat -> T3).
Local Notation t := (seq nat -> T).

Lemma axis_map1c (R1 : t1 -> (nat -> t1) -> Prop) (Ro : t -> (nat -> t) -> Prop)
  (fm : t1 -> t) (fp : seq nat -> t1 -> t) :
  (forall Y F, R1 Y F -> Ro (fm Y) (fun j => fp [:: j] (F j))) ->
  forall Y H, rel_axis R1 Y H -> rel_axis Ro (fm Y) (fun x => fp x (H x)).
Proof. by move=> Hr Y H; apply: Hr. Qed.

Lemma axis_map2c (R1 : t1 -> (nat -> t1) -> Prop) (R2 : t2 -> (nat -> t2) -> Prop)
  (Ro : t -> (nat -> t) -> Prop) (fm : t1 -> t2 -> t) (fp : seq nat -> t1 -> t2 -> t) :
  (forall Y1 Y2 F1 F2, R1 Y1 F1 -> R2 Y2 F2 -> Ro (fm Y1 Y2) (fun j => fp [:: j] (F1 j) (F2 j))) ->
  forall Y1 Y2 H1 H2, rel_axis R1 Y1 H1 -> rel_axis R2 Y2 H2 ->
    rel_axis Ro (fm Y1 Y2) (fun x => fp x (H1 x) (H2 x)).
Proof. by move=> Hr Y1 Y2 H1 H2; apply: Hr. Qed.

Lemma axis_map3c (R1 : t1 -> (nat -> t1) -> Prop) (R2 : t2 -> (nat -> t2) -> Prop)
  (R3 : t3 -> (nat -> t3) -> Prop) (Ro : t -> (nat -> t) -> Prop)
  (fm : t1 -> t2 -> t3 -> t) (fp : seq nat -> t1 -> t2 -> t3 -> t) :
  (forall Y1 Y2 Y3 F1 F2 F3, R1 Y1 F1 -> R2 Y2 F2 -> R3 Y3 F3 ->
     Ro (fm Y1 Y2 Y3) (fun j => fp [:: j] (F1 j) (F2 j) (F3 j))) ->
  forall Y1 Y2 Y3 H1 H2 H3, rel_axis R1 Y1 H1 -> rel_axis R2 Y2 H2 -> rel_axis R3 Y3 H3 ->
    rel_axis Ro (fm Y1 Y2 Y3) (fun x => fp x (H1 x) (H2 x) (H3 x)).
Proof. by move=> Hr Y1 Y2 Y3 H1 H2 H3; apply: Hr. Qed.

(* one outer level: the inner rule may use the outer coordinate i *)
Lemma nest_map1c P (Ro1 : t1 -> (nat -> t1) -> Prop) (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mio : t -> (seq nat -> t) -> Prop)
  (fs fm : t1 -> t) (fp : seq nat -> t1 -> t) :
  (forall X1 Y1, Ro1 X1 Y1 -> Roo (fs X1) (fun i => fm (Y1 i))) ->
  (forall i, i < P -> forall Y1 H1, Mi1 Y1 H1 -> Mio (fm Y1) (fun x => fp (i :: x) (H1 x))) ->
  forall X1 G1, rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Roo Mio (fs X1) (fun x => fp x (G1 x)).
Proof.
move=> Ho Hi X1 G1 [Y1 [H1 K1]]; exists (fun i => fm (Y1 i)); split; first exact: Ho.
by move=> i iP; apply: (Hi i iP); apply: K1.
Qed.

Lemma nest_map2c P (Ro1 : t1 -> (nat -> t1) -> Prop) (Ro2 : t2 -> (nat -> t2) -> Prop)
  (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mi2 : t2 -> (seq nat -> t2) -> Prop)
  (Mio : t -> (seq nat -> t) -> Prop) (fs fm : t1 -> t2 -> t) (fp : seq nat -> t1 -> t2 -> t) :
  (forall X1 X2 Y1 Y2, Ro1 X1 Y1 -> Ro2 X2 Y2 -> Roo (fs X1 X2) (fun i => fm (Y1 i) (Y2 i))) ->
  (forall i, i < P -> forall Y1 Y2 H1 H2, Mi1 Y1 H1 -> Mi2 Y2 H2 ->
     Mio (fm Y1 Y2) (fun x => fp (i :: x) (H1 x) (H2 x))) ->
  forall X1 X2 G1 G2, rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Ro2 Mi2 X2 G2 ->
    rel_nest P Roo Mio (fs X1 X2) (fun x => fp x (G1 x) (G2 x)).
Proof.
move=> Ho Hi X1 X2 G1 G2 [Y1 [H1 K1]] [Y2 [H2 K2]].
exists (fun i => fm (Y1 i) (Y2 i)); split; first exact: Ho.
by move=> i iP; apply: (Hi i iP); [apply: K1 | apply: K2].
Qed.

Lemma nest_map3c P (Ro1 : t1 -> (nat -> t1) -> Prop) (Ro2 : t2 -> (nat -> t2) -> Prop)
  (Ro3 : t3 -> (nat -> t3) -> Prop) (Roo : t -> (nat -> t) -> Prop)
  (Mi1 : t1 -> (seq nat -> t1) -> Prop) (Mi2 : t2 -> (seq nat -> t2) -> Prop)
  (Mi3 : t3 -> (seq nat -> t3) -> Prop) (Mio : t -> (seq nat -> t) -> Prop)
  (fs fm : t1 -> t2 -> t3 -> t) (fp : seq nat -> t1 -> t2 -> t3 -> t) :
  (forall X1 X2 X3 Y1 Y2 Y3, Ro1 X1 Y1 -> Ro2 X2 Y2 -> Ro3 X3 Y3 ->
     Roo (fs X1 X2 X3) (fun i => fm (Y1 i) (Y2 i) (Y3 i))) ->
  (forall i, i < P -> forall Y1 Y2 Y3 H1 H2 H3, Mi1 Y1 H1 -> Mi2 Y2 H2 -> Mi3 Y3 H3 ->
     Mio (fm Y1 Y2 Y3) (fun x => fp (i :: x) (H1 x) (H2 x) (H3 x))) ->
  forall X1 X2 X3 G1 G2 G3, rel_nest P Ro1 Mi1 X1 G1 -> rel_nest P Ro2 Mi2 X2 G2 ->
    rel_nest P Ro3 Mi3 X3 G3 ->
    rel_nest P Roo Mio (fs X1 X2 X3) (fun x => fp x (G1 x) (G2 x) (G3 x)).
Proof.
move=> Ho Hi X1 X2 X3 G1 G2 G3 [Y1 [H1 K1]] [Y2 [H2 K2]] [Y3 [H3 K3]].
exists (fun i => fm (Y1 i) (Y2 i) (Y3 i)); split; first exact: Ho.
by move=> i iP; apply: (Hi i iP); [apply: K1 | apply: K2 | apply: K3].
Qed.
End LocalCoord.

(* ---------- embedding with the tokens laid out ---------- *)
Section EmbTokens.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

(* table replicated, ids laid out by g on a leading dim d: the output is laid
   out by g on d (each rank looks up its own tokens) *)
Lemma rule_embedding_tokens_reindex P d g V off D s0 (E : tensor) FE (ids : seq nat -> nat) Fids :
  d < size s0 ->
  rel_replicated P [:: V; D] E FE ->
  rel_reindex P d g s0 ids Fids ->
  rel_reindex P d g (rcons s0 D) (op_embedding_off V off E ids)
    (fun r => op_embedding_off V off (FE r) (Fids r)).
Proof.
move=> ds HE Hi r rP i ib; have L := in_bounds_rcons_size ib; rewrite -L in ds.
have it := in_bounds_take_last ib; have eD := in_bounds_last ib.
rewrite /reindex /op_embedding_off lastd_set_nth // nth_set_nth_ne ?neq_ltn ?ds ?orbT //.
have dt : (d < lastd i)%N := ds.
rewrite take_set_nth_lt // Hi // /reindex nth_take //.
case: ifP => // /andP[lo hi]; rewrite HE //; apply: in_bounds_pair => //.
by rewrite ltn_subLR.
Qed.

Lemma rule_embedding_tokens_contiguous P d c V off D s0 (E : tensor) FE (ids : seq nat -> nat) Fids :
  d < size s0 ->
  rel_replicated P [:: V; D] E FE ->
  rel_contiguous_shard P d c s0 ids Fids ->
  rel_contiguous_shard P d c (rcons s0 D) (op_embedding_off V off E ids)
    (fun r => op_embedding_off V off (FE r) (Fids r)).
Proof. exact: rule_embedding_tokens_reindex. Qed.
End EmbTokens.

(* ---------- embedding backward over a [B; N] token grid ---------- *)
(* OP_EMBEDDING_BACKWARD with EmbeddingAttrs.offset and ids of rank 2 (the
   planner's [batch; sequence] tokens; Ops.v's op_embedding_backward_off
   takes 1-D tokens): dW[v; e] = sum_(b, t) [ids (b, t) = off + v] dY[b; t; e] *)
Section EmbBack2.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Definition op_embedding_backward_off2 (off B N : nat) (ids : seq nat -> nat) (dY : tensor) : tensor :=
  fun i => \sum_(0 <= b < B) \sum_(0 <= t < N)
    (if ids [:: b; t] == (off + nth 0%N i 0)%N then dY [:: b; t; nth 0%N i 1] else 0).

(* hypotheses in the plan's input order (dY, ids) *)
(* vocab-parallel: dY, ids replicated over the group, rank r uses offset
   o r = r * vl (as the plan writes it, by ring): its output is row shard r
   of the SM dW *)
Lemma rule_embedding_backward_vocab2 P vl (o : nat -> nat) B N D (ids : seq nat -> nat) Fids (dY : tensor) FdY :
  (forall r, o r = (r * vl)%N) ->
  rel_replicated P [:: B; N; D] dY FdY ->
  rel_replicated P [:: B; N] ids Fids ->
  rel_contiguous_shard P 0 vl [:: vl; D] (op_embedding_backward_off2 0 B N ids dY)
    (fun r => op_embedding_backward_off2 (o r) B N (Fids r) (FdY r)).
Proof.
move=> Ho HY Hi r rP i /in_bounds2_inv[v [e [-> /andP[vl' eD]]]].
rewrite Ho /reindex /contig_map /op_embedding_backward_off2 /=.
apply: eq_big_nat => b /andP[_ bB]; apply: eq_big_nat => t /andP[_ tN].
by rewrite Hi ?in_bounds2 ?bB ?tN // HY ?in_bounds3 ?bB ?tN.
Qed.

(* tokens split on the batch dim (dp): per-rank dW are partial sums *)
(* the SM batch w is P * c up to ring (erefl, or a side condition when the
   plan writes it 2 * P * b with c = 2 * b) *)
Lemma rule_embedding_backward_tokens2_b P c w N V D off (ids : seq nat -> nat) Fids (dY : tensor) FdY :
  w = (P * c)%N ->
  rel_contiguous_shard P 0 c [:: c; N; D] dY FdY ->
  rel_contiguous_shard P 0 c [:: c; N] ids Fids ->
  rel_partial_sum P 1 [:: V; D] (op_embedding_backward_off2 off w N ids dY)
    (fun r => op_embedding_backward_off2 off c N (Fids r) (FdY r)).
Proof.
move=> -> HY Hi i /in_bounds2_inv[v [e [-> /andP[vV eD]]]].
rewrite mul1r /op_embedding_backward_off2 /= sum_shards.
apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => b /andP[_ bc].
apply: eq_big_nat => t /andP[_ tN].
by rewrite Hi ?in_bounds2 ?bc ?tN // HY ?in_bounds3 ?bc ?tN.
Qed.

(* tokens split on the sequence dim (cp / sp): partial sums; the SM sequence
   length w = P * c as the plan renders it (cp * tp * Ns against the level's
   cp * (tp * Ns)), the equation by ring *)
Lemma rule_embedding_backward_tokens2_s P c w B V D off (ids : seq nat -> nat) Fids (dY : tensor) FdY :
  w = (P * c)%N ->
  rel_contiguous_shard P 1 c [:: B; c; D] dY FdY ->
  rel_contiguous_shard P 1 c [:: B; c] ids Fids ->
  rel_partial_sum P 1 [:: V; D] (op_embedding_backward_off2 off B w ids dY)
    (fun r => op_embedding_backward_off2 off B c (Fids r) (FdY r)).
Proof.
move=> -> HY Hi i /in_bounds2_inv[v [e [-> /andP[vV eD]]]].
rewrite mul1r /op_embedding_backward_off2 /=.
under eq_big_nat => b _ do rewrite sum_shards.
rewrite exchange_big /=; apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => b /andP[_ bB].
apply: eq_big_nat => t /andP[_ tc].
by rewrite Hi ?in_bounds2 ?bB ?tc // HY ?in_bounds3 ?bB ?tc.
Qed.
End EmbBack2.
