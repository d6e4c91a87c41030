(* POSITIVE instance of rule embedding_backward_tokens (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_embedding_backward_tokens.v differs in exactly one line:
   the upstream gradient rows are zigzag while the token ids are contiguous (rows misaligned). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesBackward.
Theorem obl_embedding_backward_tokens {R : comRingType} {P c V D off : nat} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} {dY : seq nat -> R} {FdY : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; D] dY FdY ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N] ids Fids ->
  rel_partial_sum P 1 [:: V; D] (op_embedding_backward_off off (P * (2 * c)) ids dY)
    (fun r => op_embedding_backward_off off (2 * c) (Fids r) (FdY r)).
Proof. exact: rule_embedding_backward_tokens. Qed.
