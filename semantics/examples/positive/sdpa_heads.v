(* POSITIVE instance of rule sdpa_heads (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_sdpa_heads.v differs in exactly one line:
   K's kv heads are laid out zigzag: query heads read keys of another GQA group (wrong group). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesEmbedding RulesMoE RulesPipeline.
Theorem obl_sdpa_heads {R : fieldType} {P b g c n nk dh : nat} {exp : R -> R} {sc : R} {M : seq nat -> bool} {q k v : seq nat -> R} {Fq Fk Fv : nat -> seq nat -> R} :
  rel_contiguous_shard P 1 (g * (2 * c)%N)%N [:: b; (g * (2 * c)%N)%N; n; dh] q Fq ->
  rel_contiguous_shard P 1 (2 * c)%N [:: b; (2 * c)%N; nk; dh] k Fk ->
  rel_contiguous_shard P 1 (2 * c)%N [:: b; (2 * c)%N; nk; dh] v Fv ->
  rel_contiguous_shard P 1 (g * (2 * c)%N)%N [:: b; (g * (2 * c)%N)%N; n; dh] (op_sdpa exp nk dh sc g M q k v) (fun r => op_sdpa exp nk dh sc g M (Fq r) (Fk r) (Fv r)).
Proof. exact: rule_sdpa_heads. Qed.
