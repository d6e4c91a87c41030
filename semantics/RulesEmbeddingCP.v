(* The embedding gradient over [B; N] tokens with the sequence laid out by
   cp of (dp, cp, tp): RulesVocab.v's rule_embedding_backward_tokens2_s at
   the SM sequence length w = P * c up to ring (the planner writes
   cp * tp * Ns, the level's lemma reads P * c = cp * (tp * Ns)); as
   RulesMoECP.v's [*_at] rules, w is an argument and the rule is the
   RulesVocab.v one after rewriting w.                                    *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat div seq.
From mathcomp Require Import fintype bigop ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesBackward.
(* op_embedding_backward_off2 is part of what an obligation using the rule states *)
From TV Require Export RulesVocab.
Set Implicit Arguments.
Unset Strict Implicit.
Unset Printing Implicit Defensive.

Section EmbBackAt.
Variable R : comRingType.
Local Notation tensor := (seq nat -> R).

Lemma rule_embedding_backward_tokens2_s_at P c w B V D off (ids : seq nat -> nat) Fids (dY : tensor) FdY :
  w = (P * c)%N ->
  rel_contiguous_shard P 1 c [:: B; c; D] dY FdY ->
  rel_contiguous_shard P 1 c [:: B; c] ids Fids ->
  rel_partial_sum P 1 [:: V; D] (op_embedding_backward_off2 off B w ids dY)
    (fun r => op_embedding_backward_off2 off B c (Fids r) (FdY r)).
Proof. by move=> ->; exact: rule_embedding_backward_tokens2_s. Qed.
End EmbBackAt.
