(* NEAR-MISS of rule topk_reindex (must be REJECTED by coqc): differs from
   positive/topk_reindex.v in exactly one line: the router logits' tokens are laid out by another map gk than the other operands' / the output's g (wrong layout).
   tests/nearmiss/data/topk_reindex_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesDispatchRouter.
Theorem obl_topk_reindex {R : comRingType} {P c E K : nat} {g gk : nat -> nat -> nat} {topk : (nat -> R) -> nat -> nat} {Z : seq nat -> R} {FZ : nat -> seq nat -> R} :
  topk_local E topk ->
  rel_reindex P 0 gk [:: c; E] Z FZ ->
  rel_reindex P 0 g [:: c; K] (op_topk topk Z) (fun r => op_topk topk (FZ r)).
Proof. exact: (@rule_topk_reindex R P 0 g [:: c] E K topk). Qed.
