(* POSITIVE instance of rule sdpa_zigzag (must be ACCEPTED by coqc).
   Its near-miss nearmiss/obl_sdpa_zigzag_contiguous_mask.v differs in exactly one line:
   mask laid out contiguously instead of in the zigzag layout. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_zz {R : fieldType} {P b g hkv c nk dh : nat} {exp : R -> R} {sc : R}
  {M : seq nat -> bool} {FM : nat -> seq nat -> bool} {q k v : seq nat -> R} {Fq Fk Fv : nat -> seq nat -> R} :
  rel_zigzag P 2 c [:: b; (g * hkv)%N; (2 * c)%N; dh] q Fq ->
  rel_replicated P [:: b; hkv; nk; dh] k Fk ->
  rel_replicated P [:: b; hkv; nk; dh] v Fv ->
  rel_zigzag P 0 c [:: (2 * c)%N; nk] M FM ->
  rel_zigzag P 2 c [:: b; (g * hkv)%N; (2 * c)%N; dh] (op_sdpa exp nk dh sc g M q k v)
    (fun r => op_sdpa exp nk dh sc g (FM r) (Fq r) (Fk r) (Fv r)).
Proof. exact: rule_sdpa_zigzag. Qed.
