(* NEAR-MISS of rule reshape_split_reindex_gt (must be REJECTED by coqc): differs from
   positive/reshape_split_reindex_gt.v in exactly one line: the output is claimed contiguous while the input is zigzag on the other dim (wrong layout).
   tests/nearmiss/data/reshape_split_reindex_gt_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReshape.
Theorem obl_reshape_split_reindex_gt {R : comRingType} {P z c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_zigzag P 1 z [:: (c * n)%N; (2 * z)%N] X F ->
  rel_contiguous_shard P 2 (2 * z)%N [:: c; n; (2 * z)%N] (op_reshape_split 0 n X) (fun r => op_reshape_split 0 n (F r)).
Proof. exact: (@rule_reshape_split_reindex_gt R P 1 (zz_glob P z) 0 c n (c * n) [:: (c * n)%N; (2 * z)%N] X F isT isT erefl erefl). Qed.
