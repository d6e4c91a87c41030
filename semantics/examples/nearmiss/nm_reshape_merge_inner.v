(* NEAR-MISS of rule reshape_merge_inner (must be REJECTED by coqc): differs from
   positive/reshape_merge_inner.v in exactly one line: the merged dim claimed contiguous: the ranks' columns interleave (wrong layout).
   tests/nearmiss/data/reshape_merge_inner_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout MeshOuter RulesReshape.
Theorem obl_reshape_merge_inner {T : Type} {P b m c : nat} {X : seq nat -> T} {F : nat -> seq nat -> T} :
  rel_contiguous_shard P 2 c [:: b; m; c] X F ->
  rel_contiguous_shard P 1 (m * c)%N [:: b; (m * c)%N] (op_reshape_merge 1 (P * c) X) (fun r => op_reshape_merge 1 c (F r)).
Proof. exact: (@rule_reshape_merge_inner T P 1 (contig_map c) m c (P * c) (m * c) [:: b; m; c] X F isT erefl erefl erefl erefl (@contig_map_below _ _)). Qed.
