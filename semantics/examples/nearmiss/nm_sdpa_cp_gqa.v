(* NEAR-MISS of rule sdpa_cp_gqa (must be REJECTED by coqc): differs from
   positive/sdpa_cp_gqa.v in exactly one line: the mask rows are every rank's local ones (replicated: rank 0's rows, not rank r's).
   tests/nearmiss/data/sdpa_cp_gqa_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesAttention RulesCrossCP.
Theorem obl_sdpa_cp_gqa {R : fieldType} {P b g hkv H c nk dh : nat} {exp : R -> R} {sc : R} {M : seq nat -> bool} {FM : nat -> seq nat -> bool} {q k v : seq nat -> R} {Fq Fk Fv : nat -> seq nat -> R} :
  H = (g * hkv)%N ->
  rel_contiguous_shard P 2 c [:: b; H; c; dh] q Fq ->
  rel_replicated P [:: b; hkv; nk; dh] k Fk ->
  rel_replicated P [:: b; hkv; nk; dh] v Fv ->
  rel_replicated P [:: c; nk] M FM ->
  rel_contiguous_shard P 2 c [:: b; H; c; dh] (op_sdpa exp nk dh sc g M q k v)
    (fun r => op_sdpa exp nk dh sc g (FM r) (Fq r) (Fk r) (Fv r)).
Proof. exact: rule_sdpa_cp_gqa. Qed.
