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

Section Hyps.
Variables (P c Nk Dh Dv : nat) (sc : R).
Variables (Q K V dO : tensor) (M : seq nat -> bool).
Variables (FQ FK FV FO : nat -> tensor) (FM : nat -> seq nat -> bool).
Hypothesis HQ : rel_contiguous_shard P 0 c [:: c; Dh] Q FQ.
Hypothesis HK : rel_replicated P [:: Nk; Dh] K FK.
Hypothesis HV : rel_replicated P [:: Nk; Dv] V FV.
Hypothesis HM : rel_contiguous_shard P 0 c [:: c; Nk] M FM.
Hypothesis HO : rel_contiguous_shard P 0 c [:: c; Dv] dO FO.

(* rank r's row i (i < c) of every row function is the SM's row r * c + i *)
Lemma cp_row_dS r i j : (r < P)%N -> (i < c)%N -> (j < Nk)%N ->
  sdpa_dS exp Nk Dh Dv sc 1 M Q K V dO [:: (r * c + i)%N; j] =
  sdpa_dS exp Nk Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r) [:: i; j].
Proof.
move=> rP ic jN; rewrite !dS_at2.
apply: att_ds_eq => // [j' jN'|t tD|j' t jN' tD|j' e jN' eD|e eD].
- by rewrite HM ?in_bounds2 ?ic.
- by rewrite HQ ?in_bounds2 ?ic.
- by rewrite divn1 HK ?in_bounds2 ?jN'.
- by rewrite divn1 HV ?in_bounds2 ?jN'.
- by rewrite HO ?in_bounds2 ?ic.
Qed.

Lemma cp_row_probs r i j : (r < P)%N -> (i < c)%N -> (j < Nk)%N ->
  sdpa_probs exp Nk Dh sc 1 M Q K [:: (r * c + i)%N; j] =
  sdpa_probs exp Nk Dh sc 1 (FM r) (FQ r) (FK r) [:: i; j].
Proof.
move=> rP ic jN; rewrite !probs_at2.
apply: att_prob_eq => // [j' jN'|t tD|j' t jN' tD].
- by rewrite HM ?in_bounds2 ?ic.
- by rewrite HQ ?in_bounds2 ?ic.
- by rewrite divn1 HK ?in_bounds2 ?jN'.
Qed.

Lemma cp_sdpa :
  rel_contiguous_shard P 0 c [:: c; Dv] (op_sdpa exp Nk Dh sc 1 M Q K V)
    (fun r => op_sdpa exp Nk Dh sc 1 (FM r) (FQ r) (FK r) (FV r)).
Proof.
move=> r rP i /ib2_pair[q [e [-> /andP[qc eD]]]].
rewrite /reindex /= !sdpa_at2; apply: att_at_eq => [j jN|t tD|j t jN tD|j jN].
- by rewrite HM ?in_bounds2 ?qc.
- by rewrite HQ ?in_bounds2 ?qc.
- by rewrite divn1 HK ?in_bounds2 ?jN.
- by rewrite divn1 HV ?in_bounds2 ?jN.
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

Lemma rule_sdpa_backward_dq_cp P c Nk Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO :
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_replicated P [:: Nk; Dh] K FK ->
  rel_replicated P [:: Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] dO FO ->
  rel_contiguous_shard P 0 c [:: c; Dh] (op_sdpa_backward_dq exp (P * c) Nk Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dq exp c Nk Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. move=> HQ HK HV HM HO; exact: cp_dq HQ HK HV HM HO. Qed.

Lemma rule_sdpa_backward_dk_cp P c Nk Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO :
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_replicated P [:: Nk; Dh] K FK ->
  rel_replicated P [:: Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] dO FO ->
  rel_partial_sum P 1 [:: Nk; Dh] (op_sdpa_backward_dk exp (P * c) Nk Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dk exp c Nk Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. move=> HQ HK HV HM HO; exact: cp_dk HQ HK HV HM HO. Qed.

Lemma rule_sdpa_backward_dv_cp P c Nk Dh Dv sc (Q K V : tensor) M (dO : tensor) FQ FK FV FM FO :
  rel_contiguous_shard P 0 c [:: c; Dh] Q FQ ->
  rel_replicated P [:: Nk; Dh] K FK ->
  rel_replicated P [:: Nk; Dv] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 0 c [:: c; Dv] dO FO ->
  rel_partial_sum P 1 [:: Nk; Dv] (op_sdpa_backward_dv exp (P * c) Nk Dh Dv sc 1 M Q K V dO)
    (fun r => op_sdpa_backward_dv exp c Nk Dh Dv sc 1 (FM r) (FQ r) (FK r) (FV r) (FO r)).
Proof. move=> HQ HK HV HM HO; exact: cp_dv HQ HK HM HO. Qed.
End CP.

(* RoPE under the contiguous sequence layout, hypotheses in the plan's input
   order (x, pos): the positions are the rank's shard of the GLOBAL positions *)
Section RopeCP.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).
Variables cs sn : nat -> nat -> R.

Lemma rule_rope_cp P d c s0 m (X : tensor) (pos : seq nat -> nat) FX Fpos :
  d < size s0 -> nth 0 s0 d = c ->
  rel_contiguous_shard P d c (rcons s0 (2 * m)) X FX ->
  rel_contiguous_shard P 0 c [:: c] pos Fpos ->
  rel_contiguous_shard P d c (rcons s0 (2 * m)) (op_rope cs sn d pos X)
    (fun r => op_rope cs sn d (Fpos r) (FX r)).
Proof. by move=> ds dc HX Hp; exact: rule_rope_contiguous ds dc Hp HX. Qed.

Lemma rule_rope_backward_cp P d c s0 m (dY : tensor) (pos : seq nat -> nat) FdY Fpos :
  d < size s0 -> nth 0 s0 d = c ->
  rel_contiguous_shard P d c (rcons s0 (2 * m)) dY FdY ->
  rel_contiguous_shard P 0 c [:: c] pos Fpos ->
  rel_contiguous_shard P d c (rcons s0 (2 * m)) (op_rope_backward cs sn d pos dY)
    (fun r => op_rope_backward cs sn d (Fpos r) (FdY r)).
Proof. by move=> ds dc HX Hp; exact: rule_rope_backward_reindex ds dc Hp HX. Qed.
End RopeCP.
