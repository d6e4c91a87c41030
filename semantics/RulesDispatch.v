(* Local rules, part 10: expert parallelism with all_to_all dispatch and
   combine (dense, capacity-free form).  Group of P ranks, E = P * ce
   experts (rank q owns [q*ce, (q+1)*ce)), P * T tokens (rank s holds
   tokens [s*T, (s+1)*T)).  Each rank builds the dispatch buffer of its own
   tokens, [E; T; D] (row (e, t) = token t if e is in topk(t), else 0);
   the SM buffer is [E; P*T; D].
   - dispatch (RulesDispatch4.v, the tokens on any dim t > 0): all_to_all
     (split the expert dim 0 in chunks ce, concat the token dim in chunks T) turns the token-sharded buffer into the
     expert-partitioned one: rank q's local slot e' holds global expert
     q*ce + e' for every token, i.e. each (token, expert) pair reaches the
     owner of the expert; [dispatch_exactly_once] counts it: exactly one
     (rank, slot) pair holds global expert e.
   - combine: the reverse all_to_all turns expert-partitioned expert
     outputs back into token-sharded [E; T; D] rows; the weighting by the
     reference (SM) combine weights is then elementwise + a reduction over
     the unsharded expert dim.                                           *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesMoE.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section Once.
Variable R : comRingType.
Local Open Scope ring_scope.
(* every global expert e < P * ce is held by exactly one (rank q, slot e') *)
Lemma dispatch_exactly_once P ce e : (e < P * ce)%N ->
  \sum_(0 <= q < P) \sum_(0 <= e' < ce) (indicator R (q * ce + e' == e)%N) = 1.
Proof.
move=> eE; rewrite -(sum_shards ce P (fun j => indicator R (j == e))).
rewrite (@big_cat_nat _ _ _ e) ?(ltnW eE) //= big_nat_cond big1 ?add0r; last first.
  by move=> j /andP[/andP[_ je] _]; rewrite /indicator (ltn_eqF je).
rewrite big_ltn //= /indicator eqxx big_nat_cond big1 ?addr0 //.
by move=> j /andP[/andP[ej _] _]; rewrite gtn_eqF.
Qed.
End Once.
