(* POSITIVE instance of rule sdpa_cp (must be ACCEPTED by coqc).
   Its near-miss nearmiss/obl_sdpa_cp_local_mask.v differs in exactly one line:
   mask replicated (local query positions) instead of sharded on its query axis. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_cp {R : fieldType} {P b g hkv c nk dh : nat} {exp : R -> R} {sc : R}
  {M : seq nat -> bool} {FM : nat -> seq nat -> bool} {q k v : seq nat -> R} {Fq Fk Fv : nat -> seq nat -> R} :
  rel_contiguous_shard P 2 c [:: b; (g * hkv)%N; c; dh] q Fq ->
  rel_replicated P [:: b; hkv; nk; dh] k Fk ->
  rel_replicated P [:: b; hkv; nk; dh] v Fv ->
  rel_contiguous_shard P 0 c [:: c; nk] M FM ->
  rel_contiguous_shard P 2 c [:: b; (g * hkv)%N; c; dh] (op_sdpa exp nk dh sc g M q k v)
    (fun r => op_sdpa exp nk dh sc g (FM r) (Fq r) (Fk r) (Fv r)).
Proof. exact: rule_sdpa_cp. Qed.
