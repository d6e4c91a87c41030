(* POSITIVE instance of rule reshape_split_inner (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_reshape_split_inner.v differs in exactly one line:
   the input's merged dim contiguous, not interleaved (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout MeshOuter RulesReshape.
Theorem obl_reshape_split_inner {T : Type} {P b m c : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_reindex P 1 (merge_inner_map (P * c) c (contig_map c)) [:: b; (m * c)%N] X F ->
  rel_contiguous_shard P 2 c [:: b; m; c] (op_reshape_split 1 (P * c) X) (fun r => op_reshape_split 1 c (F r)).
Proof. exact: (@rule_reshape_split_inner T P 1 (contig_map c) m c (P * c) (m * c) [:: b; (m * c)%N] X F isT erefl erefl). Qed.
