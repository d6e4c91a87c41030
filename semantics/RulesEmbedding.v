(* Local rules, part 4: vocab-parallel embedding.  The table E : [V; D] is
   sharded on its rows (V = P * vl); rank r looks the (replicated) ids up in
   its rows with offset r * vl, out-of-range ids giving 0: the SM embedding
   is the sum over ranks (partial_sum, scale 1).                          *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Lemma in_bounds_take_last s0 n i : in_bounds (rcons s0 n) i -> in_bounds s0 (take (lastd i) i).
Proof.
move=> ib; have L := in_bounds_rcons_size ib; rewrite L.
have si : size s0 < size i by rewrite (in_bounds_size ib) size_rcons.
apply/in_boundsP; rewrite size_take si; split=> // k ks.
have := in_bounds_nth ib (_ : k < size (rcons s0 n)); rewrite nth_take // nth_rcons ks; apply.
by rewrite size_rcons ltnW.
Qed.

(* r owns rows [r * vl, r * vl + vl) *)
Lemma owner_range t vl r : 0 < vl -> (r * vl <= t) && (t < r * vl + vl) = (t %/ vl == r).
Proof.
move=> v0; rewrite -leq_divRL // -mulSnr -ltn_divLR // ltnS eq_sym eqn_leq.
by rewrite andbC.
Qed.

Section Emb.
Variable R : comRingType.
Local Open Scope ring_scope.

Lemma sum_if_eq (P k : nat) (x : R) :
  \sum_(0 <= r < P) (if k == r then x else 0) = if (k < P)%N then x else 0.
Proof.
elim: P => [|P IH]; first by rewrite big_geq.
rewrite big_nat_recr //= IH; case: (ltngtP k P) => [kP|Pk|->].
- by rewrite addr0 ltnS ltnW.
- by rewrite addr0 ltnS leqNgt Pk.
- by rewrite add0r ltnSn.
Qed.

(* vocab-parallel embedding: E row-sharded (contiguous_shard dim 0, chunk vl),
   ids replicated, rank r uses offset r * vl *)
Lemma embedding_vocab_mul P vl D s0 (E : seq nat -> R) FE ids Fids :
  rel_contiguous_shard P 0 vl [:: vl; D] E FE ->
  rel_replicated P s0 ids Fids ->
  rel_partial_sum P 1 (rcons s0 D) (op_embedding_off (P * vl) 0 E ids)
    (fun r => op_embedding_off vl (r * vl) (FE r) (Fids r)).
Proof.
move=> HE Hids i ib; rewrite mul1r /op_embedding_off.
have it := in_bounds_take_last ib; have eD := in_bounds_last ib.
set t := ids _; set e := nth _ _ _.
have -> : \sum_(0 <= r < P) (if (r * vl <= Fids r (take (lastd i) i)) && (Fids r (take (lastd i) i) < r * vl + vl)%N
                               then FE r [:: (Fids r (take (lastd i) i) - r * vl)%N; e] else 0) =
          \sum_(0 <= r < P) (if (r * vl <= t) && (t < r * vl + vl)%N then E [:: t; e] else 0).
  apply: eq_big_nat => r /andP[_ rP]; rewrite Hids //; case: ifP => // /andP[lo hi].
  have tl : (t - r * vl < vl)%N by rewrite ltn_subLR.
  by rewrite HE ?(in_bounds_pair tl eD) //= /reindex /contig_map /= subnKC.
case: (posnP vl) => [->|v0].
  rewrite muln0 ltn0 /=; apply/esym/big1 => r _; by rewrite muln0 addn0 ltn0 andbF.
rewrite leq0n add0n subn0 /=.
under eq_big_nat => r _ do rewrite owner_range //.
by rewrite sum_if_eq ltn_divLR.
Qed.

(* the table's SM rows w = P * vl and rank r's offset o r = r * vl as the
   plan writes them, the equations by ring *)
Lemma rule_embedding_vocab P vl w (o : nat -> nat) D s0 (E : seq nat -> R) FE ids Fids :
  w = (P * vl)%N -> (forall r, o r = (r * vl)%N) ->
  rel_contiguous_shard P 0 vl [:: vl; D] E FE ->
  rel_replicated P s0 ids Fids ->
  rel_partial_sum P 1 (rcons s0 D) (op_embedding_off w 0 E ids)
    (fun r => op_embedding_off vl (o r) (FE r) (Fids r)).
Proof.
move=> -> Ho HE Hids i ib; rewrite (embedding_vocab_mul HE Hids ib); congr (_ * _).
by apply: eq_big_nat => r _; rewrite Ho.
Qed.
End Emb.

(* the table laid out on its columns by any map g, the ids replicated: the
   lookup (and its backward, one token dim) keeps the layout on the last dim
   (transformers' MoE experts picked per token from sharded weights) *)
Lemma take_set_nth_ge (i : seq nat) n d x : n <= d -> d < size i -> take n (set_nth 0 i d x) = take n i.
Proof. by elim: i n d => [|a i IH] [|n] [|d] //= nd di; rewrite IH. Qed.

Section EmbCols.
Variable R : comRingType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).

Lemma rule_embedding_cols P V off D g s0 (E : tensor) FE (ids : seq nat -> nat) Fids :
  rel_reindex P 1 g [:: V; D] E FE ->
  rel_replicated P s0 ids Fids ->
  rel_reindex P (size s0) g (rcons s0 D) (op_embedding_off V off E ids)
    (fun r => op_embedding_off V off (FE r) (Fids r)).
Proof.
move=> HE Hi r rP i ib; have it := in_bounds_take_last ib; have eD := in_bounds_last ib.
have L := in_bounds_rcons_size ib; rewrite L in it eD.
rewrite /reindex /op_embedding_off (lastd_set ib (leqnn _)) nth_set_nth_eq.
rewrite take_set_nth_ge ?L ?(in_bounds_size ib) ?size_rcons // Hi //.
case: ifP => // /andP[lo hi].
by rewrite HE ?in_bounds_pair ?ltn_subLR.
Qed.

Lemma rule_embedding_backward_cols P off N V D g (dY : tensor) FdY (ids : seq nat -> nat) Fids :
  rel_reindex P 1 g [:: N; D] dY FdY ->
  rel_replicated P [:: N] ids Fids ->
  rel_reindex P 1 g [:: V; D] (op_embedding_backward_off off N ids dY)
    (fun r => op_embedding_backward_off off N (Fids r) (FdY r)).
Proof.
move=> HY Hi r rP i ib; case: i ib => [|v [|e [|? ?]]] // ib.
rewrite /reindex /op_embedding_backward_off /=; apply: eq_big_nat => t /andP[_ tN].
have eD : e < D by move: ib; rewrite /in_bounds /= andbT => /andP[].
by rewrite Hi ?HY //= /in_bounds /= ?tN ?eD.
Qed.
End EmbCols.
