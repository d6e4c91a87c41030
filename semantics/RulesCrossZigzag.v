(* The YOCO cross-decoder under zigzag context parallelism on a multi-axis
   mesh ((dp, cp, tp)): the queries [B; H; 2c; Dh] laid out zigzag on the
   sequence by cp, the cached K-hat / V-hat all-gathered in natural order
   (replicated on cp), the mask's query rows laid out zigzag with them (the
   zigzag query positions against the full key positions).  As in
   RulesCrossCP.v the query heads H = gq * Hkv hold only up to ring (both
   are tp multiples), and the local query length cq (= 2 * c) is an
   argument: RulesAttention.v rule_sdpa_query_reindex takes any layout map,
   here the zigzag one zz_glob P c. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesAttention RulesZigzag RulesMissing.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section CrossZigzag.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Lemma rule_sdpa_zz_gqa P gq Hkv H B c cq Nk Dh sc (Q K V : tensor) M FQ FK FV FM :
  H = (gq * Hkv)%N ->
  rel_zigzag P 2 c [:: B; H; cq; Dh] Q FQ ->
  rel_replicated P [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dh] V FV ->
  rel_zigzag P 0 c [:: cq; Nk] M FM ->
  rel_zigzag P 2 c [:: B; H; cq; Dh] (op_sdpa exp Nk Dh sc gq M Q K V)
    (fun r => op_sdpa exp Nk Dh sc gq (FM r) (FQ r) (FK r) (FV r)).
Proof. by move=> ->; exact: rule_sdpa_query_reindex. Qed.
End CrossZigzag.

(* RoPE on the zigzag sequence with the local length cq = 2 * c only up to
   ring (2 * tp * s for the chunk tp * s): RulesZigzag.v rule_rope_zz /
   rule_rope_backward_zz with cq an argument *)
Section RopeAt.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).
Variables cs sn : nat -> nat -> R.

Lemma rule_rope_zz_at P d c cq s0 m (X : tensor) (pos : seq nat -> nat) FX Fpos :
  d < size s0 -> nth 0 s0 d = cq -> cq = (2 * c)%N ->
  rel_zigzag P d c (rcons s0 (2 * m)%N) X FX ->
  rel_zigzag P 0 c [:: cq] pos Fpos ->
  rel_zigzag P d c (rcons s0 (2 * m)%N) (op_rope cs sn d pos X) (fun r => op_rope cs sn d (Fpos r) (FX r)).
Proof. by move=> ds dc ec; move: dc; rewrite ec => dc; exact: rule_rope_zz. Qed.

Lemma rule_rope_backward_zz_at P d c cq s0 m (dY : tensor) (pos : seq nat -> nat) FdY Fpos :
  d < size s0 -> nth 0 s0 d = cq -> cq = (2 * c)%N ->
  rel_zigzag P d c (rcons s0 (2 * m)%N) dY FdY ->
  rel_zigzag P 0 c [:: cq] pos Fpos ->
  rel_zigzag P d c (rcons s0 (2 * m)%N) (op_rope_backward cs sn d pos dY)
    (fun r => op_rope_backward cs sn d (Fpos r) (FdY r)).
Proof. by move=> ds dc ec; move: dc; rewrite ec => dc; exact: rule_rope_backward_zz. Qed.
End RopeAt.

(* ---------- the MoE gate on the zigzag stream ---------- *)
(* idx_lt of the SM indices (top-k, level-above length w = 2 * P * c on the
   laid-out dim e) holds of every zigzag view (local length cq = 2 * c) *)
Lemma idx_lt_zigzag_at P e c cq w s n : e < size s -> nth 0 s e = cq -> cq = 2 * c -> w = 2 * P * c ->
  forall (X : seq nat -> nat) Y, idx_lt (set_nth 0 s e w) n X -> rel_zigzag P e c s X Y ->
    forall i, i < P -> idx_lt s n (Y i).
Proof.
move=> es se ec ew X Y HX HY r rP j jb; have je : nth 0 j e < 2 * c by rewrite -ec -se in_bounds_nth.
rewrite HY // /reindex; apply: HX; apply: in_bounds_set_nth es jb _.
by rewrite ew; exact: zz_glob_lt.
Qed.

Section GateZz.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

(* gather along the row dim d of values and indices laid out zigzag on
   another dim e; the SM indices are in range on the level-above length w *)
Lemma rule_gather_zz_at P d e c cq w n s (X : tensor) FX (idx : seq nat -> nat) Fidx :
  d < size s -> e < size s -> d != e -> nth 0 s e = cq -> cq = 2 * c -> w = 2 * P * c ->
  idx_lt (set_nth 0 s e w) n idx ->
  rel_zigzag P e c (set_nth 0 s d n) X FX ->
  rel_zigzag P e c s idx Fidx ->
  rel_zigzag P e c s (op_gather d idx X) (fun r => op_gather d (Fidx r) (FX r)).
Proof.
move=> ds es de se ec ew Hr HX Hi r rP i ib; have ie : nth 0 i e < 2 * c by rewrite -ec -se in_bounds_nth.
have ibg : in_bounds (set_nth 0 s e w) (set_nth 0 i e (zz_glob P c r (nth 0 i e))).
  by apply: in_bounds_set_nth es ib _; rewrite ew; exact: zz_glob_lt.
have ibX := in_bounds_set_nth ds ib (Hr _ ibg).
by rewrite /op_gather Hi // HX // /reindex nth_set_nth_ne // set_set_nth_comm.
Qed.
End GateZz.
