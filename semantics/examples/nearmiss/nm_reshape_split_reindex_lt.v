(* NEAR-MISS of rule reshape_split_reindex_lt (must be REJECTED by coqc): differs from
   positive/reshape_split_reindex_lt.v in exactly one line: the output is claimed contiguous while the input is zigzag on the other dim (wrong layout).
   tests/nearmiss/data/reshape_split_reindex_lt_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReshape.
Theorem obl_reshape_split_reindex_lt {R : comRingType} {P z c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_zigzag P 0 z [:: (2 * z)%N; (c * n)%N] X F ->
  rel_contiguous_shard P 0 (2 * z)%N [:: (2 * z)%N; c; n] (op_reshape_split 1 n X) (fun r => op_reshape_split 1 n (F r)).
Proof. exact: (@rule_reshape_split_reindex_lt R P 0 (zz_glob P z) 1 c n (c * n) [:: (2 * z)%N; (c * n)%N] X F isT isT erefl erefl). Qed.
