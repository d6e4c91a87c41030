(* The backward of rule_sdpa_query_reindex under contiguous CP: rank-4 attention
   ([B; H; N; Dh] queries, [B; Hkv; Nk; D] keys / values, GQA factor g)
   under contiguous context parallelism, the queries and dout laid out on
   the sequence dim 2, the all-gathered K-hat / V-hat replicated, the mask's
   query rows laid out with the queries (built from the GLOBAL positions).
   RulesCP.v is the rank-2 case without heads.
   - dQ is laid out like the queries: a query row's gradient reads only its
     own query / mask / dout row and all of K / V (cp4_row);
   - dK and dV are partial sums over cp: each sums its g query heads' terms
     over the queries, the SM over all P * c of them = the sum over the
     ranks of their c own (cp4_kv_grad, proved once; dK and dV are its
     instances). The plan all-reduces / reduce-scatters them.
   The SM query count N is an argument with N = P * c proved by ring (the
   planner writes cp * tp * Ns, the level's lemma reads cp * (tp * Ns)),
   and the query heads H = g * Hkv likewise (tp * G * Hkv_l over
   tp * Hkv_l), as RulesHaloMesh.v's *_at rules.                          *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention RulesHeads.
From TV Require Export AttentionBackward.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

Section CP4.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Variables (P c Nk B Hq Hkv g Dh Dv : nat) (sc : R).
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis eH : Hq = (g * Hkv)%N.
Hypothesis HQ : rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ.
Hypothesis HK : rel_replicated P [:: B; Hkv; Nk; Dh] K FK.
Hypothesis HV : rel_replicated P [:: B; Hkv; Nk; Dv] V FV.
Hypothesis HM : rel_contiguous_shard P 0 c [:: c; Nk] M FM.

Lemma cp4_Q r b hh i t : (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (i < c)%N -> (t < Dh)%N ->
  FQ r [:: b; hh; i; t] = Q [:: b; hh; (r * c + i)%N; t].
Proof. by move=> rP bB hH ic tD; rewrite HQ ?in_bounds4 ?bB ?hH ?ic. Qed.

Lemma cp4_K r b hh j t : (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (j < Nk)%N -> (t < Dh)%N ->
  FK r [:: b; hh %/ g; j; t] = K [:: b; hh %/ g; j; t].
Proof.
move=> rP bB hH jN tD; have hg : (hh %/ g < Hkv)%N by apply: div_head_lt; rewrite -eH.
by rewrite HK ?in_bounds4 ?bB ?hg ?jN.
Qed.

Lemma cp4_V r b hh j e : (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (j < Nk)%N -> (e < Dv)%N ->
  FV r [:: b; hh %/ g; j; e] = V [:: b; hh %/ g; j; e].
Proof.
move=> rP bB hH jN eD; have hg : (hh %/ g < Hkv)%N by apply: div_head_lt; rewrite -eH.
by rewrite HV ?in_bounds4 ?bB ?hg ?jN.
Qed.

Lemma cp4_M r i j : (r < P)%N -> (i < c)%N -> (j < Nk)%N -> FM r [:: i; j] = M [:: (r * c + i)%N; j].
Proof. by move=> rP ic jN; rewrite HM ?in_bounds2 ?ic. Qed.

(* rank r's query row (b, hh, i) is the SM's row (b, hh, r * c + i) *)
Lemma cp4_probs r b hh i j : (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (i < c)%N -> (j < Nk)%N ->
  sdpa_probs exp Nk Dh sc g (FM r) (FQ r) (FK r) [:: b; hh; i; j] =
  sdpa_probs exp Nk Dh sc g M Q K [:: b; hh; (r * c + i)%N; j].
Proof.
move=> rP bB hH ic jN; rewrite !probs_at4.
apply: att_prob_eq jN => [j' jN'|t tD|j' t jN' tD]; [exact: cp4_M | exact: cp4_Q | exact: cp4_K].
Qed.

Hypothesis HO : rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO.

Lemma cp4_O r b hh i e : (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (i < c)%N -> (e < Dv)%N ->
  FO r [:: b; hh; i; e] = dO [:: b; hh; (r * c + i)%N; e].
Proof. by move=> rP bB hH ic eD; rewrite HO ?in_bounds4 ?bB ?hH ?ic. Qed.

Lemma cp4_dS r b hh i j : (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (i < c)%N -> (j < Nk)%N ->
  sdpa_dS exp Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r) [:: b; hh; i; j] =
  sdpa_dS exp Nk Dh Dv sc g M Q K V dO [:: b; hh; (r * c + i)%N; j].
Proof.
move=> rP bB hH ic jN; rewrite !dS_at4.
apply: att_ds_eq jN => [j' jN'|t tD|j' t jN' tD|j' e jN' eD|e eD];
  [exact: cp4_M | exact: cp4_Q | exact: cp4_K | exact: cp4_V | exact: cp4_O].
Qed.

Lemma cp4_dq :
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] (op_sdpa_backward_dq exp (P * c) Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dq exp c Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP ix /in_bounds4_inv[b [hh [i [t [-> /and4P[bB hH ic tD]]]]]].
rewrite /reindex /contig_map /= !dq_at4; congr (_ * _); apply: eq_big_nat => j /andP[_ jN].
by rewrite cp4_dS // cp4_K.
Qed.

(* A kv head's gradient: the sum over its g query heads of w (the key's
   sum over the queries) of a term Gs b hh t q k, whose rank-local
   Gr r b hh t i k is the SM's at the global query r * c + i. The ranks'
   query sums add up to the SM's (sum_shards): a partial sum over cp. *)
Section KvGrad.
Variables (D : nat) (w : R -> R) (X : tensor) (F : nat -> tensor).
Variables (Gs : nat -> nat -> nat -> nat -> nat -> R) (Gr : nat -> nat -> nat -> nat -> nat -> nat -> R).
Hypothesis wD : {morph w : x y / x + y}.
Hypothesis w0 : w 0 = 0.
Hypothesis HX : forall b hk j t,
  X [:: b; hk; j; t] = \sum_(0 <= h' < g) w (\sum_(0 <= q < P * c) Gs b (hk * g + h')%N t q j).
Hypothesis HF : forall r b hk j t,
  F r [:: b; hk; j; t] = \sum_(0 <= h' < g) w (\sum_(0 <= i < c) Gr r b (hk * g + h')%N t i j).
Hypothesis Hrow : forall r b hh t i j, (r < P)%N -> (b < B)%N -> (hh < Hq)%N -> (t < D)%N -> (i < c)%N ->
  (j < Nk)%N -> Gr r b hh t i j = Gs b hh t (r * c + i)%N j.

Lemma cp4_kv_grad : rel_partial_sum P 1 [:: B; Hkv; Nk; D] X F.
Proof.
move=> ix /in_bounds4_inv[b [hk [j [t [-> /and4P[bB hkc jN tD]]]]]].
rewrite mul1r HX (eq_bigr _ (fun r _ => HF r b hk j t)) /= exchange_big /=.
apply: eq_big_nat => h' /andP[_ hg']; rewrite sum_shards (big_morph w wD w0).
apply: eq_big_nat => r /andP[_ rP]; congr (w _); apply: eq_big_nat => i /andP[_ ic].
by rewrite Hrow // eH gqa_head_lt.
Qed.
End KvGrad.

Lemma cp4_dk :
  rel_partial_sum P 1 [:: B; Hkv; Nk; Dh] (op_sdpa_backward_dk exp (P * c) Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dk exp c Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
apply: (@cp4_kv_grad _ (fun x => sc * x) _ _
  (fun b hh t q k => sdpa_dS exp Nk Dh Dv sc g M Q K V dO [:: b; hh; q; k] * Q [:: b; hh; q; t])
  (fun r b hh t i k => sdpa_dS exp Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r) [:: b; hh; i; k] *
                       FQ r [:: b; hh; i; t])) => [x y||||*].
- exact: mulrDr.
- exact: mulr0.
- by [].
- by [].
- by rewrite cp4_dS // cp4_Q.
Qed.

Lemma cp4_dv :
  rel_partial_sum P 1 [:: B; Hkv; Nk; Dv] (op_sdpa_backward_dv exp (P * c) Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
apply: (@cp4_kv_grad _ id _ _
  (fun b hh t q k => sdpa_probs exp Nk Dh sc g M Q K [:: b; hh; q; k] * dO [:: b; hh; q; t])
  (fun r b hh t i k => sdpa_probs exp Nk Dh sc g (FM r) (FQ r) (FK r) [:: b; hh; i; k] * FO r [:: b; hh; i; t]))
  => [x y||||*] //.
by rewrite cp4_probs // cp4_O.
Qed.
End CP4.

(* ---------- the registered rules: the SM query count N and the query
   heads Hq as the compiler renders them, with N = P * c and Hq = g * Hkv
   after the tensors (proved by ring), then the input relations in plan
   order (q, k, v, mask, dout) ---------- *)
Section Registered.
Local Open Scope ring_scope.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Lemma rule_sdpa_backward_dq_cp4 P c N Nk B Hq Hkv g Dh Dv sc (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_replicated P [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] (op_sdpa_backward_dq exp N Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dq exp c Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. by rewrite eN => HQ HK HV HM HO; exact: (cp4_dq exp sc eH HQ HK HV HM HO). Qed.

Lemma rule_sdpa_backward_dk_cp4 P c N Nk B Hq Hkv g Dh Dv sc (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_replicated P [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO ->
  rel_partial_sum P 1 [:: B; Hkv; Nk; Dh] (op_sdpa_backward_dk exp N Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dk exp c Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. by rewrite eN => HQ HK HV HM HO; exact: (cp4_dk exp sc eH HQ HK HV HM HO). Qed.

Lemma rule_sdpa_backward_dv_cp4 P c N Nk B Hq Hkv g Dh Dv sc (Q K V : tensor) M (dO : tensor)
  FQ FK FV FM FO (eH : Hq = (g * Hkv)%N) (eN : N = (P * c)%N) :
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dh] Q FQ ->
  rel_replicated P [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 2 c [:: B; Hq; c; Dv] dO FO ->
  rel_partial_sum P 1 [:: B; Hkv; Nk; Dv] (op_sdpa_backward_dv exp N Nk Dh Dv sc g M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c Nk Dh Dv sc g (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. by rewrite eN => HQ HK HV HM HO; exact: (cp4_dv exp sc V FV eH HQ HK HM HO). Qed.
End Registered.
