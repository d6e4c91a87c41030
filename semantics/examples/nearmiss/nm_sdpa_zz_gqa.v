(* NEAR-MISS of rule sdpa_zz_gqa (must be REJECTED by coqc): differs from
   positive/sdpa_zz_gqa.v in exactly one line: the mask rows laid out contiguously (the mask from contiguous query positions) while the queries are zigzag.
   tests/nearmiss/data/sdpa_zz_gqa_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations RulesMissing RulesCrossZigzag.
Theorem obl_sdpa_zz_gqa {R : fieldType} {exp : R -> R} {P b g hkv H c cq nk dh : nat} {sc : R} {M : seq nat -> bool} {FM : nat -> seq nat -> bool} {q k v : seq nat -> R} {Fq Fk Fv : nat -> seq nat -> R} :
  H = (g * hkv)%N ->
  rel_zigzag P 2 c [:: b; H; cq; dh] q Fq ->
  rel_replicated P [:: b; hkv; nk; dh] k Fk ->
  rel_replicated P [:: b; hkv; nk; dh] v Fv ->
  rel_contiguous_shard P 0 cq [:: cq; nk] M FM ->
  rel_zigzag P 2 c [:: b; H; cq; dh] (op_sdpa exp nk dh sc g M q k v)
    (fun r => op_sdpa exp nk dh sc g (FM r) (Fq r) (Fk r) (Fv r)).
Proof. exact: (@rule_sdpa_zz_gqa R exp P g hkv H b c cq nk dh sc q k v M Fq Fk Fv FM). Qed.
