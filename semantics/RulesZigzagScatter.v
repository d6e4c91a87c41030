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
   Not yet instantiated by the compiler: on a multi-axis mesh the
   broadcast zigzag positions are an index helper whose relation (a
   broadcast view of the SM positions) no relation kind names yet. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations.
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
