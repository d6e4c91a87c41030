(* NEAR-MISS of rule rope_backward_heads (must be REJECTED by coqc): differs from
   positive/rope_backward_heads.v in exactly one line: rank r's positions start at r, not 0 (positions not replicated: wrong offset).
   tests/nearmiss/data/rope_backward_heads_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesHeads.
Theorem obl_rope_backward_heads {R : comRingType} {cs sn : nat -> nat -> R} {P B c N m : nat} {X : seq nat -> R} {pos : seq nat -> nat} {FX : nat -> seq nat -> R} {Fpos : nat -> seq nat -> nat} :
  rel_contiguous_shard P 1 c [:: B; c; N; (2 * m)%N] X FX ->
  rel_reindex P 0 (fun r j => r + j) [:: N] pos Fpos ->
  rel_contiguous_shard P 1 c [:: B; c; N; (2 * m)%N] (op_rope_backward cs sn 2 pos X) (fun r => op_rope_backward cs sn 2 (Fpos r) (FX r)).
Proof. exact: (@rule_rope_backward_heads R cs sn P 1 _ [:: B; c; N]). Qed.
