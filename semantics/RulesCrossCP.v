(* The YOCO cross-decoder under contiguous context parallelism on a
   multi-axis mesh ((dp, cp, tp)): the queries [B; H; N; Dh] laid out on
   the sequence by cp, the cached K-hat / V-hat all-gathered (replicated
   on cp), the mask's query rows laid out with them.  RulesAttention.v's
   rule_sdpa_cp states the query heads as gq * Hkv; under tp both are tp
   multiples (tp * G * Hkv_l and tp * Hkv_l), so the heads H are an
   argument with H = gq * Hkv, proved by ring in the obligation. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesAttention.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section CrossCP.
Variable R : fieldType.
Variable exp : R -> R.
Local Notation tensor := (seq nat -> R).

Lemma rule_sdpa_cp_gqa P gq Hkv H B c Nk Dh sc (Q K V : tensor) M FQ FK FV FM :
  H = (gq * Hkv)%N ->
  rel_contiguous_shard P 2 c [:: B; H; c; Dh] Q FQ ->
  rel_replicated P [:: B; Hkv; Nk; Dh] K FK ->
  rel_replicated P [:: B; Hkv; Nk; Dh] V FV ->
  rel_contiguous_shard P 0 c [:: c; Nk] M FM ->
  rel_contiguous_shard P 2 c [:: B; H; c; Dh] (op_sdpa exp Nk Dh sc gq M Q K V)
    (fun r => op_sdpa exp Nk Dh sc gq (FM r) (FQ r) (FK r) (FV r)).
Proof. by move=> ->; exact: rule_sdpa_cp. Qed.
End CrossCP.
