(* NEAR-MISS of rule replace_value_reindex (must be REJECTED by coqc): differs from
   positive/replace_value_reindex.v in exactly one line: the ids are laid out zigzag but the result is claimed contiguous (wrong layout).
   tests/nearmiss/data/replace_value_reindex_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq.
From TV Require Import Tensor Ops Collectives Relations RulesLayout.
Theorem obl_replace_value_reindex {P c V : nat} {ids : seq nat -> nat} {Fids : nat -> seq nat -> nat} :
  rel_zigzag P 0 c [:: (2 * c)%N] ids Fids ->
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N] (op_replace_value 0 V ids) (fun r => op_replace_value 0 V (Fids r)).
Proof. exact: (@rule_replace_value_reindex 0 V P 0 (contig_map (2 * c)%N) [:: (2 * c)%N]). Qed.
