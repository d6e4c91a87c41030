(* POSITIVE instance of rule sdpa_query_reindex (must be ACCEPTED by coqc): the generic lemma applied at a
   concrete instance. Its near-miss nearmiss/nm_sdpa_query_reindex.v differs in exactly one line:
   g = the zigzag layout; the mask's rows are laid out contiguously while the queries are zigzag (wrong mask rows). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_sdpa_query_reindex {R : fieldType} {P b g hkv c nk dh : nat} {exp : R -> R} {sc : R}
  {M : seq nat -> bool} {FM : nat -> seq nat -> bool} {q k v : seq nat -> R} {Fq Fk Fv : nat -> seq nat -> R} :
  rel_zigzag P 2 c [:: b; (g * hkv)%N; (2 * c)%N; dh] q Fq ->
  rel_replicated P [:: b; hkv; nk; dh] k Fk ->
  rel_replicated P [:: b; hkv; nk; dh] v Fv ->
  rel_zigzag P 0 c [:: (2 * c)%N; nk] M FM ->
  rel_zigzag P 2 c [:: b; (g * hkv)%N; (2 * c)%N; dh] (op_sdpa exp nk dh sc g M q k v)
    (fun r => op_sdpa exp nk dh sc g (FM r) (Fq r) (Fk r) (Fv r)).
Proof. exact: (@rule_sdpa_query_reindex R exp P (zz_glob P c) g hkv (g * hkv)%N b (2 * c)%N nk dh sc q k v M Fq Fk Fv FM erefl). Qed.
