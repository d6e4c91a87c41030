(* Leaving the zigzag layout for every P (planner/cross.py, parallel.
   zigzag_shuffle = "gather"): zigzag rank r holds chunks r and 2P-1-r
   (local length 2 * c on the sequence dim d); it scatters its tokens
   (op_scatter_add) to their global positions, the zigzag positions
   broadcast to the stream's shape, in a buffer of the SM length 2 * P * c
   that is zero elsewhere.  Each SM token is on exactly one rank (zz_glob is
   a bijection onto [0, 2Pc): zz_owner / zz_local, Tensor.v), so the
   buffers are a partial sum of the SM value over the ranks
   ([rule_scatter_add_zz]); RulesCP.v's reduce-scatter of a partial sum
   then hands rank r its contiguous shard.  No bound on P: unlike the
   two-rank all-to-all of RulesZigzagLeave.v.
   On a multi-axis mesh ((dp, cp, tp), the stream [B; N; d] with the
   sequence on dim 1) the index helper is the zigzag positions broadcast to
   the stream's shape: [rel_zz_pos] says what it holds on cp (the global
   position of its own zigzag slot, read off the SM arange by [pos_iota]);
   [nest_broadcast_zz_pos] and [nest_scatter_add_zz] lift the two steps
   through the outer level (any relation: dp passes it through) and the
   inner one (tp replicates both inputs). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Mesh RulesHaloShift RulesHaloMesh.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.
Local Open Scope ring_scope.

Section ZigzagScatter.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* one term of a sum over [0, n) survives *)
Lemma sum_nat_pick n l (x : R) : (l < n)%N -> \sum_(0 <= j < n) (if j == l then x else 0) = x.
Proof.
move=> ln; rewrite (big_cat_nat _ _ _ (leq0n l) (ltnW ln)) /= [X in _ + X]big_ltn // eqxx.
rewrite [X in X + _]big_nat_cond big1 ?add0r; last first.
  by move=> j /andP[/andP[_ jl] _]; rewrite ifN // neq_ltn jl.
rewrite big_nat_cond big1 ?addr0 // => j /andP[/andP[lj _] _].
by rewrite ifN // eq_sym neq_ltn lj.
Qed.

(* the zigzag global position of (r, l) is t exactly when (r, l) is t's
   owner and local slot *)
Lemma zz_glob_eqE P c r l t : (r < P)%N -> (l < 2 * c)%N -> (t < 2 * P * c)%N ->
  (zz_glob P c r l == t) = (r == zz_owner P c t) && (l == zz_local P c t).
Proof.
move=> rP lc tN; apply/eqP/andP => [<-|[/eqP-> /eqP->]]; last exact: zz_globK.
by rewrite zz_owner_glob // zz_local_glob.
Qed.

(* Leaving the zigzag layout for every P: rank r scatters its zigzag tokens
   (local length 2 * c on d) to their global positions I r (the zigzag
   positions, broadcast to the stream's shape) in a length-2Pc buffer; the
   buffers are a partial sum of the SM value over the ranks (each token is
   on exactly one rank), which a reduce-scatter turns into the contiguous
   shard. *)
Lemma rule_scatter_add_zz P d c s (X : tensor) (I : nat -> seq nat -> nat) F :
  (d < size s)%N -> nth 0%N s d = (2 * P * c)%N ->
  (forall r, (r < P)%N -> teq (set_nth 0%N s d (2 * c)%N) (I r) (fun i => zz_glob P c r (nth 0%N i d))) ->
  rel_zigzag P d c (set_nth 0%N s d (2 * c)%N) X F ->
  rel_partial_sum P 1 s X (fun r => op_scatter_add d (2 * c)%N (I r) (F r)).
Proof.
move=> ds sd HI HF i ib; rewrite mul1r.
have tN : (nth 0%N i d < 2 * P * c)%N by rewrite -sd (in_bounds_nth ib ds).
have ds2 : (d < size (set_nth 0%N s d (2 * c)%N))%N by rewrite size_set_nth_lt.
have ibj j : (j < 2 * c)%N -> in_bounds (set_nth 0%N s d (2 * c)%N) (set_nth 0%N i d j).
  by move=> jc; apply: in_bounds_set_nth.
have Hr r : (r < P)%N -> op_scatter_add d (2 * c)%N (I r) (F r) i =
    if r == zz_owner P c (nth 0%N i d) then X i else 0.
  move=> rP; rewrite /op_scatter_add.
  rewrite (eq_big_nat _ _ (F2 := fun j => if (r == zz_owner P c (nth 0%N i d)) && (j == zz_local P c (nth 0%N i d))
                                     then X i else 0)); last first.
    move=> j /andP[_ jc]; rewrite HI //.
    have -> : nth 0%N (set_nth 0%N i d j) d = j by exact: nth_set_nth_eq.
    rewrite -zz_glob_eqE //.
    case: eqP => // e; rewrite HF //; rewrite /reindex; f_equal.
    have -> : nth 0%N (set_nth 0%N i d j) d = j by exact: nth_set_nth_eq.
    have -> : forall v w, set_nth 0%N (set_nth 0%N i d v) d w = set_nth 0%N i d w by move=> v w; exact: set_set_nth_eq.
    by rewrite e set_nth_id // (in_bounds_size ib).
    by apply: ibj.
    by apply: ibj.
  case: eqP => _ /=; last by rewrite big1.
  by rewrite sum_nat_pick // zz_local_lt.
rewrite (eq_big_nat _ _ (F2 := fun r => if r == zz_owner P c (nth 0%N i d) then X i else 0)); last first.
  by move=> r /andP[_ rP]; apply: Hr.
by rewrite sum_nat_pick // zz_owner_lt.
Qed.
End ZigzagScatter.

(* ---------- the index helper: the zigzag positions broadcast ---------- *)
(* OP_BROADCAST of an index tensor (Ops.v's op_broadcast is ring-valued) *)
Definition op_broadcast_index (d : nat) (X : seq nat -> nat) : seq nat -> nat := fun i => X (del d i).

(* rank r holds, at every index, the global position of its zigzag slot
   nth i d (the SM value is the arange the positions were cut from) *)
Definition rel_zz_pos P d c s (X : seq nat -> nat) (F : nat -> seq nat -> nat) :=
  forall r, (r < P)%N -> teq s (F r) (fun i => zz_glob P c r (nth 0%N i d)).

Lemma in_bounds3 s0 n s2 x l e : in_bounds [:: s0; n; s2] [:: x; l; e] -> (l < n)%N.
Proof. by case/in_boundsP=> _ H; apply: (H 1%N). Qed.

Lemma in_bounds1 n l : (l < n)%N -> in_bounds [:: n] [:: l].
Proof. by move=> ln; rewrite /in_bounds /= ln. Qed.

(* the zigzag positions [2c] broadcast to [s0; 2c; s2] (new dims 0 and 2) *)
Lemma rule_broadcast_zz_pos P c n N s0 s2 (X : seq nat -> nat) F :
  n = (2 * c)%N -> N = (2 * P * c)%N -> pos_iota N X ->
  rel_zigzag P 0 c [:: n] X F ->
  rel_zz_pos P 1 c [:: s0; n; s2] X (fun r => op_broadcast_index 2 (op_broadcast_index 0 (F r))).
Proof.
move=> en eN HX HF r rP [|x [|l [|e [|? ?]]]] // ib; have ln := in_bounds3 ib.
rewrite /op_broadcast_index /= (HF r rP _ (in_bounds1 ln)) /reindex /= HX //.
by rewrite eN zz_glob_lt // -en.
Qed.

(* on (dp, cp, tp): dp passes the positions' outer relation through (its
   views keep pos_iota: [Ht]), tp replicates them *)
Lemma nest_broadcast_zz_pos Pa Pb Pc c n N s0 s2 (Ro : (seq nat -> nat) -> (nat -> seq nat -> nat) -> Prop)
  (X : seq nat -> nat) G :
  n = (2 * c)%N -> N = (2 * Pb * c)%N ->
  (forall X' Y, pos_iota N X' -> Ro X' Y -> forall i, (i < Pa)%N -> pos_iota N (Y i)) ->
  pos_iota N X ->
  rel_nest Pa Ro (rel_nest Pb (rel_zigzag Pb 0 c [:: n]) (rel_axis (rel_replicated Pc [:: n]))) X G ->
  rel_nest Pa Ro (rel_nest Pb (rel_zz_pos Pb 1 c [:: s0; n; s2]) (rel_axis (rel_replicated Pc [:: s0; n; s2])))
    X (fun x => op_broadcast_index 2 (op_broadcast_index 0 (G x))).
Proof.
move=> en eN Ht HX [Y [HY K]]; exists Y; split=> // a aP; have [Z [HZ KZ]] := K a aP.
exists (fun b => op_broadcast_index 2 (op_broadcast_index 0 (Z b))); split.
  exact: (rule_broadcast_zz_pos en eN (Ht _ _ HX HY a aP) HZ).
move=> b bP j jP [|x [|l [|e [|? ?]]]] // ib.
by rewrite /op_broadcast_index /= (KZ b bP j jP _ (in_bounds1 (in_bounds3 ib))).
Qed.

Section ScatterMesh.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* the scatter on (dp, cp, tp): dp passes the stream's outer relation
   through (the positions' is not needed), cp is [rule_scatter_add_zz], tp
   replicates both inputs *)
Lemma nest_scatter_add_zz Pa Pb Pc c n N s0 s2
  (Ro1 : (seq nat -> nat) -> (nat -> seq nat -> nat) -> Prop) (Ro : tensor -> (nat -> tensor) -> Prop)
  (Xi : seq nat -> nat) (X : tensor) Gi G :
  n = (2 * c)%N -> N = (2 * Pb * c)%N ->
  rel_nest Pa Ro1 (rel_nest Pb (rel_zz_pos Pb 1 c [:: s0; n; s2]) (rel_axis (rel_replicated Pc [:: s0; n; s2])))
    Xi Gi ->
  rel_nest Pa Ro (rel_nest Pb (rel_zigzag Pb 1 c [:: s0; n; s2]) (rel_axis (rel_replicated Pc [:: s0; n; s2])))
    X G ->
  rel_nest Pa Ro (rel_nest Pb (rel_partial_sum Pb 1%R [:: s0; N; s2]) (rel_axis (rel_replicated Pc [:: s0; N; s2])))
    X (fun x => op_scatter_add 1 n (Gi x) (G x)).
Proof.
move=> en eN [Y1 [_ K1]] [Y [HY K]]; exists Y; split=> // a aP.
have [Z1 [HZ1 KZ1]] := K1 a aP; have [Z [HZ KZ]] := K a aP.
exists (fun b => op_scatter_add 1 n (Z1 b) (Z b)); split.
  by subst n N; apply: rule_scatter_add_zz => //.
move=> b bP j jP i ib; rewrite /op_scatter_add; apply: eq_big_nat => k /andP[_ kn].
have ds : (1 < size [:: s0; N; s2])%N by [].
have ib' : in_bounds [:: s0; n; s2] (set_nth 0%N i 1 k) by apply: (in_bounds_set_nth ds ib kn).
by rewrite (KZ1 b bP j jP _ ib') (KZ b bP j jP _ ib').
Qed.
End ScatterMesh.
