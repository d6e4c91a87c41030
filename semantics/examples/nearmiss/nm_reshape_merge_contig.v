(* NEAR-MISS of rule reshape_merge_contig (must be REJECTED by coqc): differs from
   positive/reshape_merge_contig.v in exactly one line: the merged outer dim is laid out zigzag while the output is claimed contiguous (wrong layout).
   tests/nearmiss/data/reshape_merge_contig_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesLayout RulesReshape.
Theorem obl_reshape_merge_contig {R : comRingType} {P b c n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_zigzag P 1 c [:: b; (2 * c)%N; n] X F ->
  rel_contiguous_shard P 1 (2 * c * n)%N [:: b; (2 * c * n)%N] (op_reshape_merge 1 n X) (fun r => op_reshape_merge 1 n (F r)).
Proof. exact: (@rule_reshape_merge_contig R P 1 (2 * c) n (2 * c * n) [:: b; (2 * c)%N; n] X F isT erefl erefl erefl). Qed.
