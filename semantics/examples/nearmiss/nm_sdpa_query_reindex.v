(* NEAR-MISS of rule sdpa_query_reindex (must be REJECTED by coqc): differs from
   positive/sdpa_query_reindex.v in exactly one line: g = the zigzag layout; the mask's rows are laid out contiguously while the queries are zigzag (wrong mask rows).
   tests/nearmiss/data/sdpa_query_reindex_nearmiss.textproto is its plan-side near-miss (the same change);
   the exact evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_sdpa_query_reindex {R : fieldType} {P b g hkv c nk dh : nat} {exp : R -> R} {sc : R}
  {M : seq nat -> bool} {FM : nat -> seq nat -> bool} {q k v : seq nat -> R} {Fq Fk Fv : nat -> seq nat -> R} :
  rel_zigzag P 2 c [:: b; (g * hkv)%N; (2 * c)%N; dh] q Fq ->
  rel_replicated P [:: b; hkv; nk; dh] k Fk ->
  rel_replicated P [:: b; hkv; nk; dh] v Fv ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; nk] M FM ->
  rel_zigzag P 2 c [:: b; (g * hkv)%N; (2 * c)%N; dh] (op_sdpa exp nk dh sc g M q k v)
    (fun r => op_sdpa exp nk dh sc g (FM r) (Fq r) (Fk r) (Fv r)).
Proof. exact: (@rule_sdpa_query_reindex R exp P (zz_glob P c) g hkv (g * hkv)%N b (2 * c)%N nk dh sc q k v M Fq Fk Fv FM erefl). Qed.
