(* OP_SDPA_BACKWARD (proto/plan.proto) from primitives, as three
   denotations, one per output:
     P  = masked softmax of scale * Q K^T            (sdpa_probs, as op_sdpa)
     dV = P^T dout                                    (op_sdpa_backward_dv)
     dP = dout V^T;  dS = P * (dP - rowsum(dP * P))   (sdpa_dS: softmax_backward)
     dQ = scale * dS K                                (op_sdpa_backward_dq)
     dK = scale * dS^T Q                              (op_sdpa_backward_dk)
   GQA: K, V are read through kv_expand g (query head h reads kv head h / g,
   as op_sdpa); dK, dV sum the g query heads of each kv head (kv_sum g), as
   the exact evaluator (emitter/evaluator/kernels.py k_sdpa_backward).
   Every denotation takes (Nq Nk Dh Dv sc g M Q K V dO) in this order.
   The second part characterises the rank-2 case (q [Nq; Dh], k [Nk; Dh],
   v [Nk; Dv], mask [Nq; Nk]) pointwise by row functions, with congruence
   lemmas proved once. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section SdpaBackward.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable exp : R -> R.
Implicit Types (M : seq nat -> bool) (Q K V dO X : tensor).

(* GQA: the gradient of kv head hk sums the query heads hk * g + h, h < g *)
Definition kv_sum (g : nat) X : tensor :=
  fun i => \sum_(0 <= h < g) X (set_nth 0%N i (size i - 3)%N (nth 0%N i (size i - 3)%N * g + h)%N).

Definition sdpa_probs (Nk Dh : nat) (sc : R) (g : nat) M Q K : tensor :=
  op_masked_softmax exp Nk M (op_scale sc (op_batched_matmul Dh Q (transpose_last (kv_expand g K)))).

Definition sdpa_dP (Dv : nat) (g : nat) V dO : tensor :=
  op_batched_matmul Dv dO (transpose_last (kv_expand g V)).

Definition sdpa_dS (Nk Dh Dv : nat) (sc : R) (g : nat) M Q K V dO : tensor :=
  op_softmax_backward Nk (sdpa_probs Nk Dh sc g M Q K) (sdpa_dP Dv g V dO).

Definition op_sdpa_backward_dq (Nq Nk Dh Dv : nat) (sc : R) (g : nat) M Q K V dO : tensor :=
  op_scale sc (op_batched_matmul Nk (sdpa_dS Nk Dh Dv sc g M Q K V dO) (kv_expand g K)).

Definition op_sdpa_backward_dk (Nq Nk Dh Dv : nat) (sc : R) (g : nat) M Q K V dO : tensor :=
  kv_sum g (op_scale sc (op_batched_matmul Nq (transpose_last (sdpa_dS Nk Dh Dv sc g M Q K V dO)) Q)).

Definition op_sdpa_backward_dv (Nq Nk Dh Dv : nat) (sc : R) (g : nat) M Q K V dO : tensor :=
  kv_sum g (op_batched_matmul Nq (transpose_last (sdpa_probs Nk Dh sc g M Q K)) dO).

(* ---------- rank 2: row functions ---------- *)
(* m = mask row, q = query row, k j t / v j e = key / value j, d = dout row *)
Definition att_score (Dh : nat) (sc : R) (q : nat -> R) (k : nat -> nat -> R) j :=
  sc * \sum_(0 <= t < Dh) q t * k j t.
Definition att_prob (Nk Dh : nat) (sc : R) (m : nat -> bool) q k j :=
  if m j then exp (att_score Dh sc q k j) /
    rowsum Nk (fun j' => if m j' then exp (att_score Dh sc q k j') else 0) else 0.
Definition att_dp (Dv : nat) (d : nat -> R) (v : nat -> nat -> R) j := \sum_(0 <= e < Dv) d e * v j e.
Definition att_ds (Nk Dh Dv : nat) (sc : R) m q k v d j :=
  att_prob Nk Dh sc m q k j *
    (att_dp Dv d v j - rowsum Nk (fun j' => att_prob Nk Dh sc m q k j' * att_dp Dv d v j')).

Lemma probs_at2 Nk Dh sc g M Q K i j :
  sdpa_probs Nk Dh sc g M Q K [:: i; j] =
  att_prob Nk Dh sc (fun j => M [:: i; j]) (fun t => Q [:: i; t]) (fun j t => K [:: j %/ g; t]) j.
Proof. by []. Qed.

Lemma dS_at2 Nk Dh Dv sc g M Q K V dO i j :
  sdpa_dS Nk Dh Dv sc g M Q K V dO [:: i; j] =
  att_ds Nk Dh Dv sc (fun j => M [:: i; j]) (fun t => Q [:: i; t]) (fun j t => K [:: j %/ g; t])
    (fun j e => V [:: j %/ g; e]) (fun e => dO [:: i; e]) j.
Proof. by []. Qed.

Lemma dq_at2 Nq Nk Dh Dv sc g M Q K V dO i t :
  op_sdpa_backward_dq Nq Nk Dh Dv sc g M Q K V dO [:: i; t] =
  sc * \sum_(0 <= j < Nk) sdpa_dS Nk Dh Dv sc g M Q K V dO [:: i; j] * K [:: j %/ g; t].
Proof. by []. Qed.

(* g = 1 (rank 2 has no heads): kv_sum reads the single head *)
Lemma kv_sum1_2 X j t : kv_sum 1 X [:: j; t] = X [:: j; t].
Proof. by rewrite /kv_sum big_nat1 /= muln1 addn0. Qed.

Lemma dk_at2 Nq Nk Dh Dv sc M Q K V dO j t :
  op_sdpa_backward_dk Nq Nk Dh Dv sc 1 M Q K V dO [:: j; t] =
  sc * \sum_(0 <= i < Nq) sdpa_dS Nk Dh Dv sc 1 M Q K V dO [:: i; j] * Q [:: i; t].
Proof. by rewrite /op_sdpa_backward_dk kv_sum1_2. Qed.

Lemma dv_at2 Nq Nk Dh Dv sc M Q K V dO j e :
  op_sdpa_backward_dv Nq Nk Dh Dv sc 1 M Q K V dO [:: j; e] =
  \sum_(0 <= i < Nq) sdpa_probs Nk Dh sc 1 M Q K [:: i; j] * dO [:: i; e].
Proof. by rewrite /op_sdpa_backward_dv kv_sum1_2. Qed.

(* ---------- congruence: rows that agree in range give equal results ---------- *)
Lemma att_score_eq Dh sc q q' k k' j :
  (forall t, (t < Dh)%N -> q t = q' t) -> (forall t, (t < Dh)%N -> k j t = k' j t) ->
  att_score Dh sc q k j = att_score Dh sc q' k' j.
Proof. by move=> Hq Hk; rewrite /att_score; congr (_ * _); apply: eq_big_nat => t /andP[_ tD]; rewrite Hq ?Hk. Qed.

Lemma att_prob_eq Nk Dh sc m m' q q' k k' j :
  (forall j, (j < Nk)%N -> m j = m' j) -> (forall t, (t < Dh)%N -> q t = q' t) ->
  (forall j t, (j < Nk)%N -> (t < Dh)%N -> k j t = k' j t) -> (j < Nk)%N ->
  att_prob Nk Dh sc m q k j = att_prob Nk Dh sc m' q' k' j.
Proof.
move=> Hm Hq Hk jN.
have Hs j' : (j' < Nk)%N -> att_score Dh sc q k j' = att_score Dh sc q' k' j'.
  by move=> jN'; apply: att_score_eq => // t tD; rewrite Hk.
rewrite /att_prob Hm // Hs //; congr (if _ then _ / _ else _).
by apply: eq_big_nat => j' /andP[_ jN']; rewrite Hm // Hs.
Qed.

Lemma att_dp_eq Dv d d' v v' j :
  (forall e, (e < Dv)%N -> d e = d' e) -> (forall e, (e < Dv)%N -> v j e = v' j e) ->
  att_dp Dv d v j = att_dp Dv d' v' j.
Proof. by move=> Hd Hv; apply: eq_big_nat => e /andP[_ eD]; rewrite Hd ?Hv. Qed.

Lemma att_ds_eq Nk Dh Dv sc m m' q q' k k' v v' d d' j :
  (forall j, (j < Nk)%N -> m j = m' j) -> (forall t, (t < Dh)%N -> q t = q' t) ->
  (forall j t, (j < Nk)%N -> (t < Dh)%N -> k j t = k' j t) ->
  (forall j e, (j < Nk)%N -> (e < Dv)%N -> v j e = v' j e) ->
  (forall e, (e < Dv)%N -> d e = d' e) -> (j < Nk)%N ->
  att_ds Nk Dh Dv sc m q k v d j = att_ds Nk Dh Dv sc m' q' k' v' d' j.
Proof.
move=> Hm Hq Hk Hv Hd jN.
have Hp j' : (j' < Nk)%N -> att_dp Dv d v j' = att_dp Dv d' v' j'.
  by move=> jN'; apply: att_dp_eq => // e eD; rewrite Hv.
rewrite /att_ds (att_prob_eq sc Hm Hq Hk jN) Hp //; congr (_ * (_ - _)).
by apply: eq_big_nat => j' /andP[_ jN']; rewrite (att_prob_eq sc Hm Hq Hk jN') Hp.
Qed.
End SdpaBackward.
