(* NEAR-MISS (must be REJECTED by coqc): heads-split attention with K sharded
   on dim 2 (sequence) instead of dim 1 (kv heads): wrong group dim. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_heads {R : fieldType} {P b g ckv n nk dh : nat} {exp : R -> R} {sc : R}
  {M : seq nat -> bool} {q k v : seq nat -> R} {Fq Fk Fv : nat -> seq nat -> R} :
  rel_contiguous_shard P 1 (g * ckv)%N [:: b; (g * ckv)%N; n; dh] q Fq ->
  rel_contiguous_shard P 2 ckv [:: b; ckv; nk; dh] k Fk ->
  rel_contiguous_shard P 1 ckv [:: b; ckv; nk; dh] v Fv ->
  rel_contiguous_shard P 1 (g * ckv)%N [:: b; (g * ckv)%N; n; dh] (op_sdpa exp nk dh sc g M q k v)
    (fun r => op_sdpa exp nk dh sc g M (Fq r) (Fk r) (Fv r)).
Proof. exact: rule_sdpa_heads. Qed.
