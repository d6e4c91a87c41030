(* NEAR-MISS of rule sliding_window_mask_reindex (must be REJECTED by coqc): differs from
   positive/sliding_window_mask_reindex.v in exactly one line: the query positions are contiguous while the mask rows are claimed zigzag (wrong layout).
   tests/nearmiss/data/sliding_window_mask_reindex_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
Theorem obl_sliding_window_mask_reindex {P c Nk w : nat} {qpos kpos : seq nat -> nat} {Fq Fk : nat -> seq nat -> nat} :
  rel_contiguous_shard P 0 (2 * c)%N [:: (2 * c)%N] qpos Fq ->
  rel_replicated P [:: Nk] kpos Fk ->
  rel_zigzag P 0 c [:: (2 * c)%N; Nk] (op_sliding_window_mask w qpos kpos) (fun r => op_sliding_window_mask w (Fq r) (Fk r)).
Proof. exact: (@rule_sliding_window_mask_reindex P (zz_glob P c) w (2 * c) Nk qpos Fq kpos Fk). Qed.
