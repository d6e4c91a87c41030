(* POSITIVE instance of rule sdpa_backward_dk_zz_gqa (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_sdpa_backward_dk_zz_gqa.v differs in exactly one line:
   the mask rows laid out contiguously (the mask from contiguous query positions) while the queries are zigzag. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesMissing AttentionBackward RulesCrossZigzag.
Theorem obl_sdpa_backward_dk_zz_gqa {R : fieldType} {exp : R -> R} {P b g hkv H c cq w nk dh dv : nat} {sc : R} {M : seq nat -> bool} {FM : nat -> seq nat -> bool} {q k v dO : seq nat -> R} {Fq Fk Fv FO : nat -> seq nat -> R} :
  H = (g * hkv)%N ->
  cq = (2 * c)%N -> w = (2 * P * c)%N ->
  rel_zigzag P 2 c [:: b; H; cq; dh] q Fq ->
  rel_replicated P [:: b; hkv; nk; dh] k Fk ->
  rel_replicated P [:: b; hkv; nk; dv] v Fv ->
  rel_zigzag P 0 c [:: cq; nk] M FM ->
  rel_zigzag P 2 c [:: b; H; cq; dv] dO FO ->
  rel_partial_sum P 1 [:: b; hkv; nk; dh] (op_sdpa_backward_dk exp w nk dh dv sc g M q k v dO)
    (fun r => op_sdpa_backward_dk exp cq nk dh dv sc g (FM r) (Fq r) (Fk r) (Fv r) (FO r)).
Proof. exact: (@rule_sdpa_backward_dk_zz_gqa R exp P g hkv H b c cq w nk dh dv sc q k v M dO Fq Fk Fv FM FO). Qed.
