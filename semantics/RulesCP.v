(* Context parallelism, rank-2 attention (q [Nq; Dh], k [Nk; Dh],
   v [Nk; Dv], mask [Nq; Nk], no heads: GQA factor 1): the query rows are
   split contiguously over the cp axis (chunk c, SM Nq = P * c), K and V
   are all-gathered (replicated), the mask is built from global query
   positions (laid out like the queries) and dout is laid out like the
   queries.  Then
   - sdpa's output and sdpa_backward's dQ are laid out like the queries
     (each row is a function of its own query/mask/dout row and all K/V);
   - dK and dV are partial sums over cp (each rank contracts over its own
     query rows; the SM contracts over all P * c = the sum of the shards),
     which the plan turns into the contiguous layout by reduce_scatter. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
(* the denotations of sdpa_backward are part of what an obligation using these rules states *)
From TV Require Export AttentionBackward.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* an in-bounds index of a rank-2 shape is a literal pair *)
Lemma ib2_pair n0 n1 i : in_bounds [:: n0; n1] i ->
  exists i0 i1, i = [:: i0; i1] /\ (i0 < n0) && (i1 < n1).
Proof. by case: i => [|i0 [|i1 [|? ?]]] // ib; exists i0, i1; rewrite -in_bounds2. Qed.

Section CP.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable exp : R -> R.

Lemma sdpa_at2 Nk Dh sc g M (Q K V : tensor) i e :
  op_sdpa exp Nk Dh sc g M Q K V [:: i; e] =
  att_at exp Nk Dh sc (fun j => M [:: i; j]) (fun t => Q [:: i; t])
    (fun j t => K [:: j %/ g; t]) (fun j e => V [:: j %/ g; e]) e.
Proof. by []. Qed.

(* ---- a query row read through a key permutation p: the identity for
   contiguous CP (below), zz_perm for zigzag CP (RulesZigzag.v). When the
   rank's mask / query / dout row i is the SM's row im and its key j the
   SM's key p j, its attention row is the SM's. Proved once for both. ---- *)
Section PermRow.
Variables (Nk Dh Dv : nat) (sc : R) (p : nat -> nat).
Hypothesis hp : forall f : nat -> R, \sum_(0 <= j < Nk) f (p j) = \sum_(0 <= j < Nk) f j.

Lemma att_at_perm m q k v e :
  att_at exp Nk Dh sc (fun j => m (p j)) q (fun j => k (p j)) (fun j => v (p j)) e =
  att_at exp Nk Dh sc m q k v e.
Proof.
rewrite /att_at /rowsum.
rewrite (hp (fun j' => if m j' then exp (sc * \sum_(0 <= t < Dh) q t * k j' t) else 0)).
exact: (hp (fun j => (if m j then exp (sc * \sum_(0 <= t < Dh) q t * k j t) /
  \sum_(0 <= j' < Nk) (if m j' then exp (sc * \sum_(0 <= t < Dh) q t * k j' t) else 0) else 0) * v j e)).
Qed.

Lemma att_prob_perm m q k j :
  att_prob exp Nk Dh sc (fun j => m (p j)) q (fun j => k (p j)) j = att_prob exp Nk Dh sc m q k (p j).
Proof. by rewrite /att_prob /rowsum (hp (fun j' => if m j' then exp (att_score Dh sc q k j') else 0)). Qed.

Lemma att_ds_perm m q k v d j :
  att_ds exp Nk Dh Dv sc (fun j => m (p j)) q (fun j => k (p j)) (fun j => v (p j)) d j =
  att_ds exp Nk Dh Dv sc m q k v d (p j).
Proof.
rewrite /att_ds att_prob_perm; congr (_ * (_ - _)).
rewrite /rowsum; transitivity (\sum_(0 <= j' < Nk)
  (fun j' => att_prob exp Nk Dh sc m q k j' * att_dp Dv d v j') (p j')).
  by apply: eq_big_nat => j' _; rewrite att_prob_perm.
exact: hp.
Qed.

Variables (M FM : seq nat -> bool) (Q K V dO FQ FK FV FO : tensor) (i im : nat).
Hypothesis HM : forall j, (j < Nk)%N -> FM [:: i; j] = M [:: im; p j].
Hypothesis HQ : forall t, (t < Dh)%N -> FQ [:: i; t] = Q [:: im; t].
Hypothesis HK : forall j t, (j < Nk)%N -> (t < Dh)%N -> FK [:: j; t] = K [:: p j; t].
Hypothesis HV : forall j e, (j < Nk)%N -> (e < Dv)%N -> FV [:: j; e] = V [:: p j; e].

Lemma perm_row_sdpa e : (e < Dv)%N ->
  op_sdpa exp Nk Dh sc 1 FM FQ FK FV [:: i; e] = op_sdpa exp Nk Dh sc 1 M Q K V [:: im; e].
Proof.
move=> eD; rewrite !sdpa_at2 -[in RHS]att_at_perm.
by apply: att_at_eq => // [j t jN tD|j jN]; rewrite !divn1 ?HK ?HV.
Qed.

Lemma perm_row_probs j : (j < Nk)%N ->
  sdpa_probs exp Nk Dh sc 1 FM FQ FK [:: i; j] = sdpa_probs exp Nk Dh sc 1 M Q K [:: im; p j].
Proof.
move=> jN; rewrite !probs_at2 -att_prob_perm.
by apply: att_prob_eq => // j' t jN' tD; rewrite !divn1 HK.
Qed.

Hypothesis HO : forall e, (e < Dv)%N -> FO [:: i; e] = dO [:: im; e].

Lemma perm_row_dS j : (j < Nk)%N ->
  sdpa_dS exp Nk Dh Dv sc 1 FM FQ FK FV FO [:: i; j] = sdpa_dS exp Nk Dh Dv sc 1 M Q K V dO [:: im; p j].
Proof.
move=> jN; rewrite !dS_at2 -att_ds_perm.
by apply: att_ds_eq => // [j' t jN' tD|j' e jN' eD]; rewrite !divn1 ?HK ?HV.
Qed.
End PermRow.

Section Hyps.
Variables (P c Nk Dh Dv : nat) (sc : R).
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis HQ : rel_contiguous_shard P 0 c [:: c; Dh] Q FQ.
Hypothesis HK : rel_replicated P [:: Nk; Dh] K FK.
Hypothesis HV : rel_replicated P [:: Nk; Dv] V FV.
Hypothesis HM : rel_contiguous_shard P 0 c [:: c; Nk] M FM.
Hypothesis HO : rel_contiguous_shard P 0 c [:: c; Dv] dO FO.

(* rank r's row i (i < c) of every row function is the SM's row r * c + i
   (PermRow with the identity permutation) *)
Let sum_id (f : nat -> R) : \sum_(0 <= j < Nk) f j = \sum_(0 <= j < Nk) f j. Proof. by []. Qed.

Lemma cp_row_dS r i j : (r < P)%N -> (i < c)%N -> (j < Nk)%N ->
  sdpa_dS exp Nk Dh Dv sc 1 M Q K V dO [:: (r * c + i)%N; j] =
  sdpa_dS exp Nk Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r) [:: i; j].
Proof.
move=> rP ic jN; symmetry; apply: (@perm_row_dS Nk Dh Dv sc id sum_id) => //.
- by move=> j' jN'; rewrite HM ?in_bounds2 ?ic.
- by move=> t tD; rewrite HQ ?in_bounds2 ?ic.
- by move=> j' t jN' tD; rewrite HK ?in_bounds2 ?jN'.
- by move=> j' e jN' eD; rewrite HV ?in_bounds2 ?jN'.
- by move=> e eD; rewrite HO ?in_bounds2 ?ic.
Qed.

Lemma cp_row_probs r i j : (r < P)%N -> (i < c)%N -> (j < Nk)%N ->
  sdpa_probs exp Nk Dh sc 1 M Q K [:: (r * c + i)%N; j] =
  sdpa_probs exp Nk Dh sc 1 (FM r) (FQ r) (FK r) [:: i; j].
Proof.
move=> rP ic jN; symmetry; apply: (@perm_row_probs Nk Dh sc id sum_id) => //.
- by move=> j' jN'; rewrite HM ?in_bounds2 ?ic.
- by move=> t tD; rewrite HQ ?in_bounds2 ?ic.
- by move=> j' t jN' tD; rewrite HK ?in_bounds2 ?jN'.
Qed.

Lemma cp_sdpa :
  rel_contiguous_shard P 0 c [:: c; Dv] (op_sdpa exp Nk Dh sc 1 M Q K V)
    (fun r => op_sdpa exp Nk Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof.
move=> r rP i /ib2_pair[q [e [-> /andP[qc eD]]]].
rewrite /reindex /=; symmetry; apply: (@perm_row_sdpa Nk Dh Dv sc id sum_id) => //.
- by move=> j jN; rewrite HM ?in_bounds2 ?qc.
- by move=> t tD; rewrite HQ ?in_bounds2 ?qc.
- by move=> j t jN tD; rewrite HK ?in_bounds2 ?jN.
- by move=> j e' jN eD'; rewrite HV ?in_bounds2 ?jN.
Qed.

Lemma cp_dq :
  rel_contiguous_shard P 0 c [:: c; Dh] (op_sdpa_backward_dq exp (P * c) Nk Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dq exp c Nk Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP i /ib2_pair[q [t [-> /andP[qc tD]]]].
rewrite /reindex /= !dq_at2; congr (_ * _); apply: eq_big_nat => j /andP[_ jN].
by rewrite /contig_map cp_row_dS // divn1 HK ?in_bounds2 ?jN.
Qed.

Lemma cp_dk :
  rel_partial_sum P 1 [:: Nk; Dh] (op_sdpa_backward_dk exp (P * c) Nk Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dk exp c Nk Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> ix /ib2_pair[j [t [-> /andP[jN tD]]]].
rewrite mul1r dk_at2 sum_shards big_distrr /=; apply: eq_big_nat => r /andP[_ rP].
rewrite dk_at2; congr (_ * _); apply: eq_big_nat => i /andP[_ ic].
by rewrite cp_row_dS // HQ ?in_bounds2 ?ic.
Qed.

Lemma cp_dv :
  rel_partial_sum P 1 [:: Nk; Dv] (op_sdpa_backward_dv exp (P * c) Nk Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c Nk Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> ix /ib2_pair[j [e [-> /andP[jN eD]]]].
rewrite mul1r dv_at2 sum_shards; apply: eq_big_nat => r /andP[_ rP].
rewrite dv_at2; apply: eq_big_nat => i /andP[_ ic].
by rewrite cp_row_probs // HO ?in_bounds2 ?ic.
Qed.
End Hyps.

(* The registered rules: hypotheses in the plan's input order
   (q, k, v, mask[, dout]), tensors after the dims. *)
Lemma rule_sdpa_cp2 P c Nk Dh Dv sc (Q K V : tensor) M FQ FK FV FM :
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_replicated P [:: Nk; Dh] K FK ->
  rel_replicated P [:: Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] (op_sdpa exp Nk Dh sc 1 M Q K V)
    (fun r => op_sdpa exp Nk Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof.
move=> HQ HK HV HM.
exact: cp_sdpa HQ HK HV HM.
Qed.

Lemma rule_sdpa_backward_dq_cp P c N Nk Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO (eN : N = (P * c)%N) :
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_replicated P [:: Nk; Dh] K FK ->
  rel_replicated P [:: Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] dO FO ->
  rel_contiguous_shard P 0 c [:: c; Dh] (op_sdpa_backward_dq exp N Nk Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dq exp c Nk Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. subst N. move=> HQ HK HV HM HO; exact: cp_dq HQ HK HV HM HO. Qed.

Lemma rule_sdpa_backward_dk_cp P c N Nk Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO (eN : N = (P * c)%N) :
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_replicated P [:: Nk; Dh] K FK ->
  rel_replicated P [:: Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] dO FO ->
  rel_partial_sum P 1 [:: Nk; Dh] (op_sdpa_backward_dk exp N Nk Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dk exp c Nk Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. subst N. move=> HQ HK HV HM HO; exact: cp_dk HQ HK HV HM HO. Qed.

Lemma rule_sdpa_backward_dv_cp P c N Nk Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO (eN : N = (P * c)%N) :
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_replicated P [:: Nk; Dh] K FK ->
  rel_replicated P [:: Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] dO FO ->
  rel_partial_sum P 1 [:: Nk; Dv] (op_sdpa_backward_dv exp N Nk Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c Nk Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. subst N. move=> HQ HK HV HM HO; exact: cp_dv HQ HK HM HO. Qed.
End CP.
