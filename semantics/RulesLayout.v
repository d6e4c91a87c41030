(* Local rules, part 3: transpose, data-parallel matmul, partial sums under
   linear ops, reductions over an unsharded dim, and the generic
   "replicated in, replicated out" rule (any op that respects teq).
   Output shapes are functions of the explicit arguments ([swap_at d e s],
   [del e s]) so that, with literal shapes and numeral dims, they reduce to
   the literal the compiler writes (checked by conversion in `exact:`).  *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* ---------- transposition of two coordinates (indices and shapes) ---------- *)
Definition swap_at d e (i : seq nat) : seq nat :=
  set_nth 0 (set_nth 0 i d (nth 0 i e)) e (nth 0 i d).

Lemma op_transposeE {R : comRingType} d e (X : seq nat -> R) i :
  op_transpose d e X i = X (swap_at d e i).
Proof. by []. Qed.

Lemma nth_swap_d d e i : nth 0 (swap_at d e i) d = nth 0 i e.
Proof. by rewrite /swap_at nth_set_nth /=; case: (eqVneq d e) => [->|_] //=; rewrite nth_set_nth_eq. Qed.

Lemma nth_swap_e d e i : nth 0 (swap_at d e i) e = nth 0 i d.
Proof. by rewrite /swap_at nth_set_nth_eq. Qed.

Lemma nth_swap_o d e i k : k != d -> k != e -> nth 0 (swap_at d e i) k = nth 0 i k.
Proof. by move=> kd ke; rewrite /swap_at nth_set_nth /= (negbTE ke) nth_set_nth /= (negbTE kd). Qed.

Lemma size_swap d e i : d < size i -> e < size i -> size (swap_at d e i) = size i.
Proof. by move=> di ei; rewrite /swap_at !size_set_nth_lt // size_set_nth_lt. Qed.

Lemma swap_atC d e i : swap_at d e i = swap_at e d i.
Proof.
rewrite /swap_at; case: (eqVneq d e) => [->|de] //.
by rewrite set_set_nth_comm.
Qed.

Lemma in_bounds_swap s d e i : d < size s -> e < size s ->
  in_bounds (swap_at d e s) i -> in_bounds s (swap_at d e i).
Proof.
move=> ds es ib; have si : size i = size s by rewrite (in_bounds_size ib) size_swap.
have ssw : size (swap_at d e s) = size s by rewrite size_swap.
apply/in_boundsP; split; first by rewrite size_swap ?si.
move=> k ks; case: (eqVneq k e) => [->|ke].
  by rewrite nth_swap_e; have := in_bounds_nth ib (_ : d < size (swap_at d e s)); rewrite nth_swap_d ssw; apply.
case: (eqVneq k d) => [->|kd].
  by rewrite nth_swap_d; have := in_bounds_nth ib (_ : e < size (swap_at d e s)); rewrite nth_swap_e ssw; apply.
rewrite nth_swap_o //; have := in_bounds_nth ib (_ : k < size (swap_at d e s)).
by rewrite nth_swap_o // ssw; apply.
Qed.

Lemma swap_reindex_idx d e g i : set_nth 0 (swap_at d e i) d (g (nth 0 i e)) =
  swap_at d e (set_nth 0 i e (g (nth 0 i e))).
Proof.
rewrite /swap_at nth_set_nth_eq; case: (eqVneq d e) => [<-|de].
  by rewrite nth_set_nth_eq !set_set_nth_eq.
rewrite nth_set_nth_ne 1?eq_sym //.
have ed : e != d by rewrite eq_sym.
by rewrite [LHS](set_set_nth_comm _ _ _ ed) set_set_nth_eq [in RHS](set_set_nth_comm _ _ _ ed) set_set_nth_eq.
Qed.
Lemma swap_reindex_o d e f g i : f != d -> f != e ->
  set_nth 0 (swap_at d e i) f (g (nth 0 i f)) = swap_at d e (set_nth 0 i f (g (nth 0 i f))).
Proof.
move=> fd fe; have df : d != f by rewrite eq_sym.
have ef : e != f by rewrite eq_sym.
rewrite /swap_at !nth_set_nth_ne //.
by rewrite (set_set_nth_comm _ _ _ ef) (set_set_nth_comm _ _ _ df).
Qed.

Section Transpose.
Variable T : Type.
Implicit Types (X : seq nat -> T) (F : nat -> seq nat -> T).
(* the transpose as a generic view (op_transpose is its ring instance) *)
Definition tview d e X : seq nat -> T := fun i => X (swap_at d e i).

Lemma tview_reindex d e g X : tview d e (reindex d g X) =1 reindex e g (tview d e X).
Proof. by move=> i; rewrite /tview /reindex nth_swap_d swap_reindex_idx. Qed.

Lemma tview_reindex_o d e f g X : f != d -> f != e ->
  tview d e (reindex f g X) =1 reindex f g (tview d e X).
Proof. by move=> fd fe i; rewrite /tview /reindex nth_swap_o // swap_reindex_o. Qed.

Lemma tviewC d e X : tview d e X =1 tview e d X.
Proof. by move=> i; rewrite /tview swap_atC. Qed.
End Transpose.

Section TransposeRules.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Implicit Types (X Y A B : tensor) (F FA FB : nat -> tensor).

(* the layout on dim d moves to dim e *)
Lemma rule_transpose_reindex P d e g s X F : d < size s -> e < size s ->
  rel_reindex P d g s X F ->
  rel_reindex P e g (swap_at d e s) (op_transpose d e X) (fun r => op_transpose d e (F r)).
Proof.
move=> ds es H r rP i ib; rewrite op_transposeE H ?in_bounds_swap //.
exact: (tview_reindex d e (g r) X i).
Qed.

(* and a layout on dim e moves to dim d *)
Lemma rule_transpose_reindex_back P d e g s X F : d < size s -> e < size s ->
  rel_reindex P e g s X F ->
  rel_reindex P d g (swap_at d e s) (op_transpose d e X) (fun r => op_transpose d e (F r)).
Proof.
move=> ds es H r rP i ib; rewrite op_transposeE H ?in_bounds_swap // /reindex op_transposeE.
have := tview_reindex e d (g r) X i; rewrite /tview /reindex.
by rewrite !(swap_atC e d).
Qed.

(* a layout on a third dim f is unchanged *)
Lemma rule_transpose_reindex_other P d e f g s X F : d < size s -> e < size s ->
  f != d -> f != e ->
  rel_reindex P f g s X F ->
  rel_reindex P f g (swap_at d e s) (op_transpose d e X) (fun r => op_transpose d e (F r)).
Proof.
move=> ds es fd fe H r rP i ib; rewrite op_transposeE H ?in_bounds_swap //.
exact: (tview_reindex_o (g r) X fd fe i).
Qed.

End TransposeRules.

(* ---------- data / sequence parallel matmul ---------- *)
Section DPMatmul.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Implicit Types (X Y A B : tensor) (F FA FB : nat -> tensor).

(* A laid out on a leading (non-contraction) dim d, B replicated *)
Lemma rule_matmul_lead P d g k n s0 A B FA FB : d < size s0 ->
  rel_reindex P d g (rcons s0 k) A FA ->
  rel_replicated P [:: k; n] B FB ->
  rel_reindex P d g (rcons s0 n) (op_matmul k A B) (fun r => op_matmul k (FA r) (FB r)).
Proof.
move=> ds HA HB r rP i ib; have L := in_bounds_rcons_size ib; rewrite -L in ds.
rewrite /reindex /op_matmul lastd_set_nth // nth_set_nth_ne ?neq_ltn ?ds ?orbT //.
apply: eq_big_nat => j /andP[_ jk].
rewrite HA ?(in_bounds_row ib jk) // HB ?(in_bounds_pair jk (in_bounds_last ib)) //.
by rewrite /reindex nth_row_at // row_at_set.
Qed.

End DPMatmul.


(* ---------- reductions over an unsharded dim keep the layout ---------- *)
Lemma ins_set_lt e j d v (i : seq nat) : d < e -> e <= size i ->
  ins e j (set_nth 0 i d v) = set_nth 0 (ins e j i) d v.
Proof.
rewrite /ins; elim: i d e => [|x i IH] [|d] [|e] //= de ei.
by rewrite IH.
Qed.

Lemma ins_set_ge e j d v (i : seq nat) : e <= d -> d < size i ->
  ins e j (set_nth 0 i d v) = set_nth 0 (ins e j i) d.+1 v.
Proof.
rewrite /ins; elim: i d e => [|x i IH] [|d] [|e] //= ed di.
by rewrite IH.
Qed.

Lemma nth_ins_lt e j d (i : seq nat) : d < e -> e <= size i -> nth 0 (ins e j i) d = nth 0 i d.
Proof. by move=> de ei; rewrite nth_ins // de. Qed.

Lemma nth_ins_ge e j d (i : seq nat) : e <= d -> e <= size i -> nth 0 (ins e j i) d.+1 = nth 0 i d.
Proof. by move=> ed ei; rewrite nth_ins // (ltnNge d.+1) (leqW ed) /= gtn_eqF. Qed.

Lemma size_del_ins s e i : e < size s -> in_bounds (del e s) i -> e <= size i.
Proof.
by move=> es ib; rewrite (in_bounds_size ib) size_del // -ltnS prednK // (leq_ltn_trans _ es).
Qed.

Section ReduceLayout.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Implicit Types (X Y : tensor) (F G : nat -> tensor).

(* layout on dim d, reduction over a later dim e: the layout stays on d *)
Lemma rule_reduce_sum_reindex_lt P d e g n s X F : d < e -> e < size s -> nth 0%N s e = n ->
  rel_reindex P d g s X F ->
  rel_reindex P d g (del e s) (op_reduce_sum e n X) (fun r => op_reduce_sum e n (F r)).
Proof.
move=> de es se H r rP i ib; have ei := size_del_ins es ib.
rewrite /reindex /op_reduce_sum; apply: eq_big_nat => j /andP[_ jn].
rewrite H ?in_bounds_ins ?se // /reindex nth_ins_lt //.
by rewrite ins_set_lt // (leq_trans de).
Qed.

(* layout on dim d.+1, reduction over an earlier dim e <= d: it moves to d *)
Lemma rule_reduce_sum_reindex_ge P d e g n s X F : e <= d -> d.+1 < size s -> nth 0%N s e = n ->
  rel_reindex P d.+1 g s X F ->
  rel_reindex P d g (del e s) (op_reduce_sum e n X) (fun r => op_reduce_sum e n (F r)).
Proof.
move=> ed ds se H r rP i ib; have es : e < size s by rewrite (leq_ltn_trans ed) // ltnW.
have ei := size_del_ins es ib.
have di : d < size i.
  by rewrite (in_bounds_size ib) size_del // -ltnS prednK // (leq_ltn_trans _ es).
rewrite /reindex /op_reduce_sum; apply: eq_big_nat => j /andP[_ jn].
rewrite H ?in_bounds_ins ?se // /reindex nth_ins_ge //.
by rewrite ins_set_ge.
Qed.
End ReduceLayout.

(* reduce_mean = (1/n) * reduce_sum: the same layout rules *)
Section ReduceMean.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Implicit Types (X : tensor) (F : nat -> tensor).

Lemma rule_reduce_mean_reindex_lt P d e g n s X F : d < e -> e < size s -> nth 0%N s e = n ->
  rel_reindex P d g s X F ->
  rel_reindex P d g (del e s) (op_reduce_mean e n X) (fun r => op_reduce_mean e n (F r)).
Proof.
move=> de es se H r rP i ib; rewrite /op_reduce_mean /reindex.
by rewrite (rule_reduce_sum_reindex_lt de es se H rP ib).
Qed.

Lemma rule_reduce_mean_reindex_ge P d e g n s X F : e <= d -> d.+1 < size s -> nth 0%N s e = n ->
  rel_reindex P d.+1 g s X F ->
  rel_reindex P d g (del e s) (op_reduce_mean e n X) (fun r => op_reduce_mean e n (F r)).
Proof.
move=> ed ds se H r rP i ib; rewrite /op_reduce_mean /reindex.
by rewrite (rule_reduce_sum_reindex_ge ed ds se H rP ib).
Qed.
End ReduceMean.

(* ---------- replicated in, replicated out: any op respecting teq ---------- *)
(* [respects f s1 .. sk so]: f's output on shape so depends only on its
   inputs' values on their shapes s1 .. sk (true of every denotation; the
   resp_* lemmas below prove it per op).  Inputs may be ring, index or mask
   tensors (T1 T2 T3), the output any T.  f comes first: Coq unifies a
   fact's statement with the rule's hypothesis argument by argument, so the
   op's parameters are known (from f) before the shapes are compared, and
   an output shape with a parameter the op does not carry (a new axis's
   length, ins d n s) is solved from the output shape the rule is given. *)
Section Generic.
Variables T1 T2 T3 T : Type.
Local Notation t1 := (seq nat -> T1).
Local Notation t2 := (seq nat -> T2).
Local Notation t3 := (seq nat -> T3).
Local Notation t := (seq nat -> T).

Definition respects1 (f : t1 -> t) s1 so := forall X X', teq s1 X X' -> teq so (f X) (f X').
Definition respects2 (f : t1 -> t2 -> t) s1 s2 so :=
  forall X X' Y Y', teq s1 X X' -> teq s2 Y Y' -> teq so (f X Y) (f X' Y').
Definition respects3 (f : t1 -> t2 -> t3 -> t) s1 s2 s3 so :=
  forall X X' Y Y' Z Z', teq s1 X X' -> teq s2 Y Y' -> teq s3 Z Z' -> teq so (f X Y Z) (f X' Y' Z').

Lemma rule_replicated_op1 P s1 so f X F : respects1 f s1 so ->
  rel_replicated P s1 X F -> rel_replicated P so (f X) (fun r => f (F r)).
Proof. by move=> Hf H r rP; apply: Hf; apply: H. Qed.

Lemma rule_replicated_op2 P s1 s2 so f X Y FX FY : respects2 f s1 s2 so ->
  rel_replicated P s1 X FX -> rel_replicated P s2 Y FY ->
  rel_replicated P so (f X Y) (fun r => f (FX r) (FY r)).
Proof. by move=> Hf HX HY r rP; apply: Hf; [apply: HX | apply: HY]. Qed.

Lemma rule_replicated_op3 P s1 s2 s3 so f X Y Z FX FY FZ : respects3 f s1 s2 s3 so ->
  rel_replicated P s1 X FX -> rel_replicated P s2 Y FY -> rel_replicated P s3 Z FZ ->
  rel_replicated P so (f X Y Z) (fun r => f (FX r) (FY r) (FZ r)).
Proof. by move=> Hf HX HY HZ r rP; apply: Hf; [apply: HX | apply: HY | apply: HZ]. Qed.

(* elementwise maps respect teq on the same shape *)
Lemma resp_map1 s (h : T1 -> T) : respects1 (fun X i => h (X i)) s s.
Proof. by move=> X X' H i ib; rewrite H. Qed.
Lemma resp_map2 s (h : T1 -> T2 -> T) : respects2 (fun X Y i => h (X i) (Y i)) s s s.
Proof. by move=> X X' Y Y' HX HY i ib; rewrite HX ?HY. Qed.
Lemma resp_map3 s (h : T1 -> T2 -> T3 -> T) : respects3 (fun X Y Z i => h (X i) (Y i) (Z i)) s s s s.
Proof. by move=> X X' Y Y' Z Z' HX HY HZ i ib; rewrite HX ?HY ?HZ. Qed.

(* an elementwise map of any value type keeps any layout read through an
   index map (rule_map1_reindex is its ring instance) *)
Lemma map_reindex P d g s (h : T1 -> T) (X : t1) (F : nat -> t1) :
  rel_reindex P d g s X F -> rel_reindex P d g s (fun i => h (X i)) (fun r i => h (F r i)).
Proof. by move=> H r rP i ib; rewrite H. Qed.
Lemma map_replicated P s (h : T1 -> T) (X : t1) (F : nat -> t1) :
  rel_replicated P s X F -> rel_replicated P s (fun i => h (X i)) (fun r i => h (F r i)).
Proof. by move=> H r rP i ib; rewrite H. Qed.
End Generic.

(* an index tensor's value replaced entrywise (Ops.v op_replace_value) *)
Lemma rule_replace_value_reindex old new P d g s X F :
  rel_reindex P d g s X F ->
  rel_reindex P d g s (op_replace_value old new X) (fun r => op_replace_value old new (F r)).
Proof. exact: (map_reindex (fun a => if a == old then new else a)). Qed.
Lemma rule_replace_value_replicated old new P s X F :
  rel_replicated P s X F ->
  rel_replicated P s (op_replace_value old new X) (fun r => op_replace_value old new (F r)).
Proof. exact: (map_replicated (fun a => if a == old then new else a)). Qed.

Section Resp.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma resp_to_ring s : respects1 (@op_to_ring R) s s.
Proof. exact: resp_map1. Qed.
Lemma resp_matmul k n s0 : respects2 (@op_matmul R k) (rcons s0 k) [:: k; n] (rcons s0 n).
Proof.
move=> X X' Y Y' HX HY i ib; rewrite /op_matmul; apply: eq_big_nat => j /andP[_ jk].
by rewrite HX ?(in_bounds_row ib jk) // HY ?(in_bounds_pair jk (in_bounds_last ib)).
Qed.
Lemma resp_transpose d e s : d < size s -> e < size s ->
  respects1 (@op_transpose R d e) s (swap_at d e s).
Proof. by move=> ds es X X' H i ib; rewrite !op_transposeE H ?in_bounds_swap. Qed.
Lemma resp_reduce_sum e n s : e < size s -> nth 0%N s e = n ->
  respects1 (@op_reduce_sum R e n) s (del e s).
Proof.
move=> es se X X' H i ib; rewrite /op_reduce_sum; apply: eq_big_nat => j /andP[_ jn].
by rewrite H // in_bounds_ins // se.
Qed.
End Resp.
(* A fact's op parameters and shapes are implicit (those of a fact with
   hypotheses are already): an obligation names a fact by its lemma alone,
   Coq reads them off the op and the input and output shapes the generic
   rule is given (rule_replicated_op1/2/3), and the side conditions are
   holes that close by computation. *)
Arguments resp_to_ring {R s}.
Arguments resp_matmul {R k n s0}.

(* ---------- partial sums in, partial sums out: any linear op ---------- *)
(* [linear f s1 .. sk so]: f takes scaled sums of tensors (read on s1 .. sk)
   to the same scaled sum of its images (on so), P members summed.  It holds
   of every op linear in its inputs (layout changes, reductions, negation, a
   constant scale, sums and differences); the lin_* lemmas prove it per op.
   Then one rule per arity: each member applies f to its partial
   contributions and the results are again partial contributions, of the
   same scale k. *)
Section Linear.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Local Notation psum P k F := (fun i => k * \sum_(0 <= r < P) F r i).

Definition linear1 (f : tensor -> tensor) s1 so :=
  forall P k X F, teq s1 X (psum P k F) -> teq so (f X) (psum P k (fun r => f (F r))).
Definition linear2 (f : tensor -> tensor -> tensor) s1 s2 so :=
  forall P k X Y F G, teq s1 X (psum P k F) -> teq s2 Y (psum P k G) ->
  teq so (f X Y) (psum P k (fun r => f (F r) (G r))).

Lemma rule_linear_op1 P k s1 so f X F : linear1 f s1 so ->
  rel_partial_sum P k s1 X F -> rel_partial_sum P k so (f X) (fun r => f (F r)).
Proof. by move=> Hf; apply: Hf. Qed.

Lemma rule_linear_op2 P k s1 s2 so f X Y FX FY : linear2 f s1 s2 so ->
  rel_partial_sum P k s1 X FX -> rel_partial_sum P k s2 Y FY ->
  rel_partial_sum P k so (f X Y) (fun r => f (FX r) (FY r)).
Proof. by move=> Hf; apply: Hf. Qed.

Lemma lin_neg s : linear1 (@op_neg R) s s.
Proof. by move=> P k X F H i ib; rewrite /op_neg H // sumrN mulrN. Qed.
Lemma lin_scale c s : linear1 (@op_scale R c) s s.
Proof. by move=> P k X F H i ib; rewrite /op_scale H // -mulr_sumr mulrCA. Qed.
Lemma lin_add s : linear2 (@op_add R) s s s.
Proof. by move=> P k X Y F G HX HY i ib; rewrite /op_add HX ?HY // big_split mulrDr. Qed.
Lemma lin_sub s : linear2 (@op_sub R) s s s.
Proof. by move=> P k X Y F G HX HY i ib; rewrite /op_sub HX ?HY // sumrB mulrBr. Qed.
Lemma lin_transpose d e s : d < size s -> e < size s ->
  linear1 (@op_transpose R d e) s (swap_at d e s).
Proof. by move=> ds es P k X F H i ib; rewrite op_transposeE H ?in_bounds_swap. Qed.
Lemma lin_reduce_sum e n s : e < size s -> nth 0%N s e = n ->
  linear1 (@op_reduce_sum R e n) s (del e s).
Proof.
move=> es se P k X F H i ib; rewrite /op_reduce_sum exchange_big mulr_sumr /=.
by apply: eq_big_nat => j /andP[_ jn]; rewrite H // in_bounds_ins // se.
Qed.
End Linear.

Lemma lin_reduce_mean {R : fieldType} e n s : e < size s -> nth 0%N s e = n ->
  linear1 (@op_reduce_mean R e n) s (del e s).
Proof.
move=> es se P k X F H i ib; rewrite /op_reduce_mean (lin_reduce_sum es se H ib).
by rewrite -GRing.mulr_sumr GRing.mulrCA.
Qed.
Arguments lin_neg {R s}.
Arguments lin_scale {R c s}.
Arguments lin_add {R s}.
Arguments lin_sub {R s}.
