(* POSITIVE instance of rule softmax_backward_reindex (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_softmax_backward_reindex.v differs in exactly one line:
   dY's rows laid out zigzag (misaligned with Y's). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesRouterBackward.
Theorem obl_softmax_backward_reindex {R : fieldType} {P a t c n : nat} {Y dY : seq nat -> R} {FY FdY : nat -> seq nat -> R} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] Y FY ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] dY FdY ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N; n] (op_softmax_backward n Y dY) (fun r => op_softmax_backward n (FY r) (FdY r)).
Proof. exact: (@rule_softmax_backward_reindex R P 0 (contig_map (2 * c)%N) [:: (2 * c)%N] n Y dY FY FdY isT). Qed.
