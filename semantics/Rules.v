(* Local rules, part 1: tensor / sequence / data parallelism.
   Shape of every rule: PM op applied to inputs in relations R1..Rk yields
   its output in relation R; side conditions are explicit hypotheses.     *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- index lemmas (proved once; obligations only apply them) ---------- *)
Lemma set_nth_rcons (s0 : seq nat) n m : set_nth 0 (rcons s0 n) (size s0) m = rcons s0 m.
Proof. by elim: s0 => //= x s0 ->. Qed.

Lemma in_bounds_rcons_size s0 n i : in_bounds (rcons s0 n) i -> lastd i = size s0.
Proof. by move/in_bounds_size; rewrite /lastd size_rcons => ->. Qed.

Lemma in_bounds_row {s0 n m i j} : in_bounds (rcons s0 n) i -> j < m ->
  in_bounds (rcons s0 m) (row_at i j).
Proof.
move=> ib jm; rewrite /row_at (in_bounds_rcons_size ib) -(set_nth_rcons s0 n m).
by apply: in_bounds_set_nth => //; rewrite size_rcons.
Qed.

Lemma in_bounds_row_same {s0 n i j} : in_bounds (rcons s0 n) i -> j < n ->
  in_bounds (rcons s0 n) (row_at i j).
Proof. exact: in_bounds_row. Qed.

Lemma in_bounds_last {s0 n i} : in_bounds (rcons s0 n) i -> nth 0 i (lastd i) < n.
Proof.
move=> ib; rewrite (in_bounds_rcons_size ib).
by have := in_bounds_nth ib (_ : size s0 < size (rcons s0 n)); rewrite nth_rcons ltnn eqxx size_rcons; apply.
Qed.

Lemma lastd_set {s0 n i d v} : in_bounds (rcons s0 n) i -> d <= size s0 ->
  lastd (set_nth 0 i d v) = size s0.
Proof.
move=> ib ds; rewrite /lastd size_set_nth_lt; first exact: in_bounds_rcons_size ib.
by rewrite (in_bounds_size ib) size_rcons ltnS.
Qed.

Lemma in_bounds_pair k c j t : j < k -> t < c -> in_bounds [:: k; c] [:: j; t].
Proof. by move=> jk tc; rewrite /in_bounds /= jk tc. Qed.

Lemma addn_subS d n : d < n -> d + (n - d.+1) = n.-1.
Proof. by case: n => // n ds; rewrite subSS /= subnKC. Qed.

Lemma size_del (s : seq nat) d : d < size s -> size (del d s) = (size s).-1.
Proof. by move=> ds; rewrite /del size_cat size_take ds size_drop addn_subS. Qed.

Lemma nth_del s d k : nth 0 (del d s) k = if k < d then nth 0 s k else nth 0 s k.+1.
Proof.
rewrite /del; case: (ltnP d (size s)) => ds.
  rewrite nth_cat size_take ds; case: ltnP => kd; first by rewrite nth_take.
  by rewrite nth_drop addSn subnKC.
rewrite take_oversize // drop_oversize ?cats0 ?(leq_trans ds) //; case: ltnP => // kd.
by rewrite !nth_default // (leq_trans ds) // (leq_trans kd).
Qed.

Lemma size_ins d j (i : seq nat) : d <= size i -> size (ins d j i) = (size i).+1.
Proof.
move=> di; rewrite /ins size_cat /= size_take size_drop addnS; case: ltnP => [_|a].
  by rewrite subnKC.
have /eqP-> : size i == d by rewrite eqn_leq a di.
by rewrite subnn addn0.
Qed.

Lemma nth_ins d j (i : seq nat) k : d <= size i ->
  nth 0 (ins d j i) k = if k < d then nth 0 i k else if k == d then j else nth 0 i k.-1.
Proof.
move=> di; rewrite /ins nth_cat size_take; have -> : (if d < size i then d else size i) = d.
  by case: ltnP di => // a b; apply/eqP; rewrite eqn_leq a b.
case: ltngtP => kd; first by rewrite nth_take.
- case: k kd => // k kd; rewrite subSn //=.
  by rewrite nth_drop subnKC.
- by rewrite kd subnn.
Qed.

Lemma set_nth_ins d j v (i : seq nat) : d <= size i -> set_nth 0 (ins d j i) d v = ins d v i.
Proof. by rewrite /ins; elim: i d => [|x i IH] [|d] //= di; rewrite IH. Qed.

(* deleting the coordinate an index was set at *)
Lemma del_set_nth_eq (i : seq nat) d v : d < size i -> del d (set_nth 0 i d v) = del d i.
Proof. by rewrite /del; elim: i d => [|a i IH] [|d] //= di; rewrite IH. Qed.

Lemma in_bounds_ins s d j i : d < size s -> in_bounds (del d s) i -> j < nth 0 s d ->
  in_bounds s (ins d j i).
Proof.
move=> ds /in_boundsP[si H] js; have sd := @size_del s d ds.
have s0 : 0 < size s by apply: leq_ltn_trans ds.
have di : d <= size i by rewrite si sd -ltnS prednK.
apply/in_boundsP; rewrite size_ins // si sd prednK //; split=> // k ks.
rewrite nth_ins //; case: (ltngtP k d) => kd.
- have := H k; rewrite nth_del kd; apply.
  by rewrite sd -ltnS prednK // (leq_ltn_trans kd ds).
- case: k kd ks => // k kd ks; have := H k; rewrite nth_del (ltnNge k d) -(ltnS d k) kd /=; apply.
  by rewrite sd -ltnS prednK.
- by rewrite kd.
Qed.

Section TP.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Implicit Types (X Y A B G : tensor) (F FA FB FX FY : nat -> tensor).

(* ---------- column-parallel matmul: B sharded on its output columns ---------- *)
Lemma rule_matmul_col P c k s0 A B FA FB :
  rel_replicated P (rcons s0 k) A FA ->
  rel_contiguous_shard P 1 c [:: k; c] B FB ->
  rel_contiguous_shard P (size s0) c (rcons s0 c) (op_matmul k A B)
    (fun r => op_matmul k (FA r) (FB r)).
Proof.
move=> HA HB r rP i ib; rewrite /reindex /contig_map /op_matmul.
have L := in_bounds_rcons_size ib.
apply: eq_big_nat => j /andP[_ jk].
rewrite HA ?(in_bounds_row ib jk) // HB ?(in_bounds_pair jk (in_bounds_last ib)) //.
by rewrite /reindex /contig_map /row_at (lastd_set ib (leqnn _)) L nth_set_nth_eq !set_set_nth_eq.
Qed.

(* ---------- row-parallel matmul: contraction dim k = P * c sharded ---------- *)
(* k as the plan writes it (dp * tp * f on a level's view, tp * (G * Hkv_l * 2
   * Dr) for merged heads), k = P * c by ring *)
Lemma rule_matmul_row P c n s0 k : k = (P * c)%N -> forall A B FA FB,
  rel_contiguous_shard P (size s0) c (rcons s0 c) A FA ->
  rel_contiguous_shard P 0 c [:: c; n] B FB ->
  rel_partial_sum P 1 (rcons s0 n) (op_matmul k A B)
    (fun r => op_matmul c (FA r) (FB r)).
Proof.
move=> -> A B FA FB HA HB i ib; rewrite mul1r /op_matmul sum_shards.
apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => j /andP[_ jc].
have L := in_bounds_rcons_size ib.
rewrite HA ?(in_bounds_row ib jc) // HB ?(in_bounds_pair jc (in_bounds_last ib)) //.
by rewrite /reindex /contig_map /row_at L nth_set_nth_eq set_set_nth_eq.
Qed.

(* ---------- collectives turning relations into relations ---------- *)
Lemma rule_all_reduce P k s X F :
  rel_partial_sum P k s X F -> rel_replicated P s X (fun _ => op_all_reduce P k F).
Proof. by move=> H r _ i /H ->. Qed.

Lemma rule_reduce_scatter P d c s X F : d < size s -> nth 0%N s d = (P * c)%N ->
  rel_partial_sum P 1 s X F ->
  rel_contiguous_shard P d c (set_nth 0%N s d c) X (fun r => op_reduce_scatter d c P F r).
Proof.
move=> ds sd H r rP; rewrite /op_reduce_scatter /shard.
apply: (@reindex_teq_glob _ _ _ _ (P * c)); rewrite ?size_set_nth_lt //.
- rewrite set_set_nth_eq -sd set_nth_id //; apply: teq_sym => j /H ->.
  by rewrite /op_all_reduce.
- by move=> t; rewrite nth_set_nth_eq; apply: shard_lt.
Qed.

Lemma rule_all_gather P d c s X F : d < size s -> nth 0%N s d = (P * c)%N ->
  rel_contiguous_shard P d c (set_nth 0%N s d c) X F ->
  rel_replicated P s X (fun _ => op_all_gather d c F).
Proof. by move=> ds sd H r _; apply: concat_shard ds sd H. Qed.

(* reducing over the sharded dim gives partial sums (scale 1); the SM
   length w is P * c up to ring (erefl, or a side condition when the plan
   writes it 2 * P * b with c = 2 * b) *)
Lemma rule_reduce_sum_shard P d c w s X F : d < size s -> nth 0%N s d = c -> w = (P * c)%N ->
  rel_contiguous_shard P d c s X F ->
  rel_partial_sum P 1 (del d s) (op_reduce_sum d w X) (fun r => op_reduce_sum d c (F r)).
Proof.
move=> ds sd -> H i ib; rewrite mul1r /op_reduce_sum sum_shards.
apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => j /andP[_ jc].
have di : d <= size i.
  by rewrite (in_bounds_size ib) size_del // -ltnS prednK // (leq_ltn_trans _ ds).
rewrite H ?(in_bounds_ins ds ib) ?sd // /reindex /contig_map nth_ins // ltnn eqxx.
by rewrite set_nth_ins.
Qed.

(* a global scale k carried into the partial sums *)
Lemma rule_scale_partial P k k' s X F :
  rel_partial_sum P k' s X F -> rel_partial_sum P (k * k') s (op_scale k X) F.
Proof. by move=> H i /H; rewrite /op_scale => ->; rewrite mulrA. Qed.

(* a partial sum times a replicated factor (either side): still the partial
   sum, each member's term scaled by the factor (MoE experts' outputs times
   their routing weights before the all-reduce) *)
Lemma rule_mul_partial_rep P k s X Y (F G : nat -> tensor) :
  rel_partial_sum P k s X F -> rel_replicated P s Y G ->
  rel_partial_sum P k s (op_mul X Y) (fun r => op_mul (F r) (G r)).
Proof.
move=> HX HY i ib; rewrite /op_mul HX // -mulrA mulr_suml; congr (_ * _).
by apply: eq_big_nat => r /andP[_ rP]; rewrite HY.
Qed.

Lemma rule_mul_rep_partial P k s X Y (F G : nat -> tensor) :
  rel_replicated P s X F -> rel_partial_sum P k s Y G ->
  rel_partial_sum P k s (op_mul X Y) (fun r => op_mul (F r) (G r)).
Proof.
move=> HX HY i ib; rewrite /op_mul HY // mulrCA mulr_sumr; congr (_ * _).
by apply: eq_big_nat => r /andP[_ rP]; rewrite HX.
Qed.

(* DP: per-sample values sharded over the batch dim d; each rank reduces its
   shard and the group all-reduces with the GLOBAL-count scale k; the SM is
   k * (sum over the whole batch).  A rank-local scale is a different k. *)
(* ---------- elementwise ops commute with every layout relation ----------
   Every pointwise op of Ops.v (op_add, op_scale k, op_exp exp, op_silu_grad,
   ...) is one of these maps by its definition: a rule is this lemma at the
   op's entry function, and coqc checks the conversion. *)
Lemma rule_map1_reindex (f : R -> R) P d g s X F :
  rel_reindex P d g s X F -> rel_reindex P d g s (pointwise f X) (fun r => pointwise f (F r)).
Proof. by move=> H r rP i ib; rewrite /pointwise H. Qed.

Lemma rule_map2_reindex (f : R -> R -> R) P d g s X Y FX FY :
  rel_reindex P d g s X FX -> rel_reindex P d g s Y FY ->
  rel_reindex P d g s (fun i => f (X i) (Y i)) (fun r i => f (FX r i) (FY r i)).
Proof. by move=> HX HY r rP i ib; rewrite HX ?HY. Qed.

Lemma rule_map1_replicated (f : R -> R) P s X F :
  rel_replicated P s X F -> rel_replicated P s (pointwise f X) (fun r => pointwise f (F r)).
Proof. by move=> H r rP i ib; rewrite /pointwise H. Qed.

Lemma rule_map2_replicated (f : R -> R -> R) P s X Y FX FY :
  rel_replicated P s X FX -> rel_replicated P s Y FY ->
  rel_replicated P s (fun i => f (X i) (Y i)) (fun r i => f (FX r i) (FY r i)).
Proof. by move=> HX HY r rP i ib; rewrite HX ?HY. Qed.

End TP.
