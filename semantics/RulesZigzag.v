(* Zigzag context parallelism (2P chunks of c, rank r owns chunks r and
   2P-1-r; N = 2 * P * c), rank-2 attention.  Gathering the zigzag shards
   gives the sequence in zigzag ORDER, a permutation of it:
     zz_perm P c i = zz_glob P c (i / 2c) (i mod 2c)
   so gathered keys/values/positions are the SM value read through zz_perm
   (a rank-independent view), every rank alike.  Sums over a permuted or
   zigzag-decomposed axis are the full sums (sum_zz_perm, sum_zz_glob), so
   - attention with permuted keys (K, V, the mask's key axis permuted the
     same way) is attention over the sequence (RulesCP.v's att_at_perm, att_ds_perm);
   - dK, dV over the permuted keys are partial sums of the PERMUTED SM
     gradients; reduce_scatter of those is the zigzag layout;
   - a matmul contracting a zigzag axis (x^T dq) is a partial sum. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention RulesLayout.
From TV Require Import RulesCP.
(* statements using these rules mention zz_second (RulesMissing.v) *)
From TV Require Export RulesMissing.
(* statements using these rules mention the sdpa_backward denotations *)
From TV Require Export AttentionBackward.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.
Import GRing.Theory.

(* position i of the gathered zigzag shards holds global position zz_perm i *)
Definition zz_perm P c (i : nat) : nat := zz_glob P c (i %/ (2 * c)) (i %% (2 * c)).

Lemma zz_perm_glob P c r t : t < 2 * c -> zz_perm P c (r * (2 * c) + t) = zz_glob P c r t.
Proof. by move=> tc; rewrite /zz_perm !(divmodnK r tc). Qed.

Lemma zz_perm_lt P c i : i < 2 * P * c -> zz_perm P c i < 2 * P * c.
Proof.
move=> iN; have c2 : 0 < 2 * c by rewrite muln_gt0 /= (ltn_mul_gt0 iN).
apply: zz_glob_lt; last exact: ltn_pmod.
by rewrite ltn_divLR // mulnA (mulnC P 2).
Qed.

Lemma mirror_shift P r : r < P -> 2 * P - 1 - (P - r.+1) = r + P.
Proof.
move=> rP; have [k ->] : exists k, P = r.+1 + k by exists (P - r.+1); rewrite subnKC.
by rewrite addKn mul2n -addnn subn1 !addSn succnK addnAC addnK.
Qed.

Section ZSums.
Variable R : comRingType.
Local Open Scope ring_scope.

(* the mirrored chunks 2P-1-r (r < P) are the chunks P .. 2P-1 *)
Lemma sum_mirror (P : nat) (A : nat -> R) :
  \sum_(0 <= r < P) A (2 * P - 1 - r)%N = \sum_(P <= k < 2 * P) A k.
Proof.
rewrite -[X in _ = \sum_(X <= _ < _) _]add0n big_addn.
have -> : (2 * P - P = P)%N by rewrite mul2n -addnn addnK.
rewrite big_nat_rev /= add0n; apply: eq_big_nat => r /andP[_ rP].
by rewrite mirror_shift.
Qed.

Lemma sum_zz_glob P c (f : nat -> R) :
  \sum_(0 <= r < P) \sum_(0 <= t < 2 * c) f (zz_glob P c r t) = \sum_(0 <= j < 2 * P * c) f j.
Proof.
pose A k := \sum_(0 <= t < c) f (k * c + t)%N.
have E r : \sum_(0 <= t < 2 * c) f (zz_glob P c r t) = A r + A (2 * P - 1 - r)%N.
  rewrite (@big_cat_nat _ _ _ c) //= ?leq_pmull //; congr (_ + _).
    by apply: eq_big_nat => t /andP[_ tc]; rewrite /zz_glob tc.
  rewrite -{1}[c]add0n big_addn.
  have -> : (2 * c - c = c)%N by rewrite mul2n -addnn addnK.
  by apply: eq_big_nat => t /andP[_ tc]; rewrite /zz_glob ltnNge leq_addl /= addnK.
rewrite (eq_big_nat _ _ (fun r _ => E r)) big_split /= sum_mirror.
rewrite -big_cat_nat ?leq_pmull //= (sum_shards c (2 * P) f).
by [].
Qed.

Lemma sum_zz_perm P c (f : nat -> R) :
  \sum_(0 <= j < 2 * P * c) f (zz_perm P c j) = \sum_(0 <= j < 2 * P * c) f j.
Proof.
rewrite -[in RHS]sum_zz_glob.
have -> : (2 * P * c = P * (2 * c))%N by rewrite mulnCA mulnA.
rewrite sum_shards; apply: eq_big_nat => r _; apply: eq_big_nat => t /andP[_ tc].
by rewrite zz_perm_glob.
Qed.
End ZSums.

(* ---------- gathering zigzag shards: the permuted tensor on every rank ---------- *)
Section ZLayout.
Variable T : Type.
Implicit Types (X : seq nat -> T) (F : nat -> seq nat -> T).

Lemma rule_all_gather_zz P d c s X F : d < size s -> nth 0 s d = 2 * P * c ->
  rel_zigzag P d c (set_nth 0 s d (2 * c)) X F ->
  rel_replicated P s (reindex d (zz_perm P c) X) (fun _ => op_all_gather d (2 * c) F).
Proof.
move=> ds sd HF r rP i ib.
have ti : nth 0 i d < 2 * P * c by rewrite -sd (in_bounds_nth ib ds).
have c2 : 0 < 2 * c by rewrite muln_gt0 /= (ltn_mul_gt0 ti).
have rq : nth 0 i d %/ (2 * c) < P by rewrite ltn_divLR // mulnA (mulnC P 2).
have ib' := in_bounds_set_nth ds ib (ltn_pmod (nth 0 i d) c2).
rewrite /op_all_gather /concat HF //.
by rewrite /reindex nth_set_nth_eq set_set_nth_eq.
Qed.
End ZLayout.

(* masks: query positions zigzag, key positions the gathered (permuted) ones *)
Lemma rule_causal_mask_zz P c (qpos kpos : seq nat -> nat) Fq Fk :
  rel_zigzag P 0 c [:: 2 * c] qpos Fq ->
  rel_replicated P [:: 2 * P * c] (reindex 0 (zz_perm P c) kpos) Fk ->
  rel_zigzag P 0 c [:: 2 * c; 2 * P * c] (reindex 1 (zz_perm P c) (op_causal_mask qpos kpos))
    (fun r => op_causal_mask (Fq r) (Fk r)).
Proof.
move=> Hq Hk r rP [|i0 [|i1 [|? ?]]] //; rewrite in_bounds2 => /andP[b0 b1].
by rewrite /op_causal_mask /reindex /= Hq ?Hk ?in_bounds1.
Qed.

(* ---------- attention over permuted keys ---------- *)
Section ZAttention.
Variable R : fieldType.
Local Open Scope ring_scope.
Local Notation tensor := (seq nat -> R).
Variable exp : R -> R.

Definition sum_perm (N : nat) (p : nat -> nat) :=
  forall f : nat -> R, \sum_(0 <= j < N) f (p j) = \sum_(0 <= j < N) f j.

Lemma zz_sum_perm P c : sum_perm (2 * P * c) (zz_perm P c).
Proof. by move=> f; rewrite sum_zz_perm. Qed.

Section Hyps.
Variables (P c Dh Dv : nat) (sc : R).
Local Notation N := (2 * P * c)%N.
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis HQ : rel_zigzag P 0 c [:: 2 * c; Dh]%N Q FQ.
Hypothesis HK : rel_replicated P [:: N; Dh] (reindex 0 (zz_perm P c) K) FK.
Hypothesis HV : rel_replicated P [:: N; Dv] (reindex 0 (zz_perm P c) V) FV.
Hypothesis HM : rel_zigzag P 0 c [:: 2 * c; N]%N (reindex 1 (zz_perm P c) M) FM.
Hypothesis HO : rel_zigzag P 0 c [:: 2 * c; Dv]%N dO FO.

(* rank r's row i is the SM's row zz_glob P c r i, its key j the SM's
   zz_perm P c j: RulesCP.v's PermRow with p = zz_perm *)
Lemma zz_row_dS r i j : (r < P)%N -> (i < 2 * c)%N -> (j < N)%N ->
  sdpa_dS exp N Dh Dv sc 1 M Q K V dO [:: zz_glob P c r i; zz_perm P c j] =
  sdpa_dS exp N Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r) [:: i; j].
Proof.
move=> rP ic jN; symmetry; apply: (@perm_row_dS R exp N Dh Dv sc _ (zz_sum_perm P c)) => //.
- by move=> j' jN'; rewrite HM ?in_bounds2 ?ic.
- by move=> t tD; rewrite HQ ?in_bounds2 ?ic.
- by move=> j' t jN' tD; rewrite HK ?in_bounds2 ?jN'.
- by move=> j' e jN' eD; rewrite HV ?in_bounds2 ?jN'.
- by move=> e eD; rewrite HO ?in_bounds2 ?ic.
Qed.

Lemma zz_row_probs r i j : (r < P)%N -> (i < 2 * c)%N -> (j < N)%N ->
  sdpa_probs exp N Dh sc 1 M Q K [:: zz_glob P c r i; zz_perm P c j] =
  sdpa_probs exp N Dh sc 1 (FM r) (FQ r) (FK r) [:: i; j].
Proof.
move=> rP ic jN; symmetry; apply: (@perm_row_probs R exp N Dh sc _ (zz_sum_perm P c)) => //.
- by move=> j' jN'; rewrite HM ?in_bounds2 ?ic.
- by move=> t tD; rewrite HQ ?in_bounds2 ?ic.
- by move=> j' t jN' tD; rewrite HK ?in_bounds2 ?jN'.
Qed.

Lemma zz_sdpa :
  rel_zigzag P 0 c [:: 2 * c; Dv]%N (op_sdpa exp N Dh sc 1 M Q K V)
    (fun r => op_sdpa exp N Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof.
move=> r rP ix /ib2_pair[q [e [-> /andP[qc eD]]]].
rewrite /reindex /=; apply: (@perm_row_sdpa R exp N Dh Dv sc _ (zz_sum_perm P c)) => //.
- by move=> j jN; rewrite HM ?in_bounds2 ?qc.
- by move=> t tD; rewrite HQ ?in_bounds2 ?qc.
- by move=> j t jN tD; rewrite HK ?in_bounds2 ?jN.
- by move=> j e' jN eD'; rewrite HV ?in_bounds2 ?jN.
Qed.

Lemma zz_dq :
  rel_zigzag P 0 c [:: 2 * c; Dh]%N (op_sdpa_backward_dq exp N N Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dq exp (2 * c) N Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> r rP ix /ib2_pair[q [t [-> /andP[qc tD]]]].
rewrite /reindex /= !dq_at2; congr (_ * _).
rewrite -(zz_sum_perm P c (fun j => sdpa_dS exp N Dh Dv sc 1 M Q K V dO [:: zz_glob P c r q; j] * K [:: j %/ 1; t])).
apply: eq_big_nat => j /andP[_ jN].
by rewrite zz_row_dS // !divn1 HK ?in_bounds2 ?jN.
Qed.

Lemma zz_dk :
  rel_partial_sum P 1 [:: N; Dh] (reindex 0 (zz_perm P c) (op_sdpa_backward_dk exp N N Dh Dv sc 1 M Q K V dO))
    (fun r => op_sdpa_backward_dk exp (2 * c) N Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> ix /ib2_pair[j [t [-> /andP[jN tD]]]].
rewrite /reindex /= mul1r dk_at2 -sum_zz_glob big_distrr /=; apply: eq_big_nat => r /andP[_ rP].
rewrite dk_at2; congr (_ * _); apply: eq_big_nat => i /andP[_ ic].
by rewrite zz_row_dS // HQ ?in_bounds2 ?ic.
Qed.

Lemma zz_dv :
  rel_partial_sum P 1 [:: N; Dv] (reindex 0 (zz_perm P c) (op_sdpa_backward_dv exp N N Dh Dv sc 1 M Q K V dO))
    (fun r => op_sdpa_backward_dv exp (2 * c) N Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof.
move=> ix /ib2_pair[j [e [-> /andP[jN eD]]]].
rewrite /reindex /= mul1r dv_at2 -sum_zz_glob; apply: eq_big_nat => r /andP[_ rP].
rewrite dv_at2; apply: eq_big_nat => i /andP[_ ic].
by rewrite zz_row_probs // HO ?in_bounds2 ?ic.
Qed.
End Hyps.
End ZAttention.

(* ---------- reduce_scatter of permuted partial sums, contraction over zigzag ---------- *)
Section ZReduce.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

Lemma rule_reduce_scatter_zz P d c s (X : tensor) F : d < size s -> nth 0 s d = (2 * P * c)%N ->
  rel_partial_sum P 1%R s (reindex d (zz_perm P c) X) F ->
  rel_zigzag P d c (set_nth 0 s d (2 * c)%N) X (fun r => op_reduce_scatter d (2 * c) P F r).
Proof.
move=> ds sd H r rP i ib.
have ds' : d < size (set_nth 0 s d (2 * c)%N) by rewrite size_set_nth_lt.
have lc : nth 0 i d < 2 * c by have := in_bounds_nth ib ds'; rewrite nth_set_nth_eq.
have lt : r * (2 * c) + nth 0 i d < 2 * P * c.
  by rewrite (_ : 2 * P * c = P * (2 * c)) ?shard_lt // mulnCA mulnA.
have ib' : in_bounds s (set_nth 0 i d (r * (2 * c) + nth 0 i d)).
  by have := in_bounds_set_nth ds' ib lt; rewrite set_set_nth_eq -sd set_nth_id.
rewrite /op_reduce_scatter /shard /reindex /op_all_reduce -(H _ ib').
by rewrite /reindex nth_set_nth_eq set_set_nth_eq zz_perm_glob.
Qed.

(* x^T dq with the contraction axis in the zigzag layout on both sides *)
Lemma rule_matmul_row_zz P c n s0 (A B : tensor) FA FB :
  rel_zigzag P (size s0) c (rcons s0 (2 * c)%N) A FA ->
  rel_zigzag P 0 c [:: (2 * c)%N; n] B FB ->
  rel_partial_sum P 1%R (rcons s0 n) (op_matmul (2 * P * c) A B)
    (fun r => op_matmul (2 * c) (FA r) (FB r)).
Proof.
move=> HA HB i ib; rewrite mul1r /op_matmul -sum_zz_glob.
apply: eq_big_nat => r /andP[_ rP]; apply: eq_big_nat => j /andP[_ jc].
have L := in_bounds_rcons_size ib.
rewrite HA ?(in_bounds_row ib jc) // HB ?(in_bounds_pair jc (in_bounds_last ib)) //.
by rewrite /reindex /row_at L nth_set_nth_eq set_set_nth_eq.
Qed.

End ZReduce.

(* ---------- the registered attention rules, hypotheses in plan order ---------- *)
Section ZRules.
Variable R : fieldType.
Local Notation tensor := (seq nat -> R).
Variable exp : R -> R.

Lemma rule_sdpa_zz2 P c Dh Dv sc (Q K V : tensor) M FQ FK FV FM :
  rel_zigzag P 0 c [:: 2 * c; Dh] Q FQ ->
  rel_replicated P [:: 2 * P * c; Dh] (reindex 0 (zz_perm P c) K) FK ->
  rel_replicated P [:: 2 * P * c; Dv] (reindex 0 (zz_perm P c) V) FV ->
  rel_zigzag P 0 c [:: 2 * c; 2 * P * c] (reindex 1 (zz_perm P c) M) FM ->
  rel_zigzag P 0 c [:: 2 * c; Dv] (op_sdpa exp (2 * P * c) Dh sc 1 M Q K V)
    (fun r => op_sdpa exp (2 * P * c) Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof. move=> HQ HK HV HM; exact: zz_sdpa HQ HK HV HM. Qed.

Lemma rule_sdpa_backward_dq_zz P c Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO :
  rel_zigzag P 0 c [:: 2 * c; Dh] Q FQ ->
  rel_replicated P [:: 2 * P * c; Dh] (reindex 0 (zz_perm P c) K) FK ->
  rel_replicated P [:: 2 * P * c; Dv] (reindex 0 (zz_perm P c) V) FV ->
  rel_zigzag P 0 c [:: 2 * c; 2 * P * c] (reindex 1 (zz_perm P c) M) FM ->
  rel_zigzag P 0 c [:: 2 * c; Dv] dO FO ->
  rel_zigzag P 0 c [:: 2 * c; Dh] (op_sdpa_backward_dq exp (2 * P * c) (2 * P * c) Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dq exp (2 * c) (2 * P * c) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. move=> HQ HK HV HM HO; exact: zz_dq HQ HK HV HM HO. Qed.

Lemma rule_sdpa_backward_dk_zz P c Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO :
  rel_zigzag P 0 c [:: 2 * c; Dh] Q FQ ->
  rel_replicated P [:: 2 * P * c; Dh] (reindex 0 (zz_perm P c) K) FK ->
  rel_replicated P [:: 2 * P * c; Dv] (reindex 0 (zz_perm P c) V) FV ->
  rel_zigzag P 0 c [:: 2 * c; 2 * P * c] (reindex 1 (zz_perm P c) M) FM ->
  rel_zigzag P 0 c [:: 2 * c; Dv] dO FO ->
  rel_partial_sum P 1 [:: 2 * P * c; Dh]
    (reindex 0 (zz_perm P c) (op_sdpa_backward_dk exp (2 * P * c) (2 * P * c) Dh Dv sc 1 M Q K V dO))
    (fun r => op_sdpa_backward_dk exp (2 * c) (2 * P * c) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. move=> HQ HK HV HM HO; exact: zz_dk HQ HK HV HM HO. Qed.

Lemma rule_sdpa_backward_dv_zz P c Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO :
  rel_zigzag P 0 c [:: 2 * c; Dh] Q FQ ->
  rel_replicated P [:: 2 * P * c; Dh] (reindex 0 (zz_perm P c) K) FK ->
  rel_replicated P [:: 2 * P * c; Dv] (reindex 0 (zz_perm P c) V) FV ->
  rel_zigzag P 0 c [:: 2 * c; 2 * P * c] (reindex 1 (zz_perm P c) M) FM ->
  rel_zigzag P 0 c [:: 2 * c; Dv] dO FO ->
  rel_partial_sum P 1 [:: 2 * P * c; Dv]
    (reindex 0 (zz_perm P c) (op_sdpa_backward_dv exp (2 * P * c) (2 * P * c) Dh Dv sc 1 M Q K V dO))
    (fun r => op_sdpa_backward_dv exp (2 * c) (2 * P * c) Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. move=> HQ HK HV HM HO; exact: zz_dv HQ HK HM HO. Qed.
End ZRules.

(* positions: the two chunk aranges concatenated (index tensors) *)
Lemma rule_concat_index_zz P d c s (X : seq nat -> nat) F1 F2 : d < size s ->
  rel_contiguous_shard P d c (set_nth 0 s d c) X F1 ->
  rel_reindex P d (zz_second P c) (set_nth 0 s d c) X F2 ->
  rel_zigzag P d c (set_nth 0 s d (2 * c)) X (fun r => op_concat_index d c (F1 r) (F2 r)).
Proof. exact: concat_zigzag. Qed.
