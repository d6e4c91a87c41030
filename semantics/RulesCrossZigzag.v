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
From TV Require Import Tensor Ops Collectives Relations Rules RulesAttention RulesZigzag.
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
