(* NEAR-MISS of rule scatter_add_reindex (must be REJECTED by coqc): differs from
   positive/scatter_add_reindex.v in exactly one line: the scattered values' tokens are laid out by another map gk than the other operands' / the output's g (wrong layout).
   tests/nearmiss/data/scatter_add_reindex_nearmiss.textproto is the same change; the exact
   evaluator finds its counterexample. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesDispatchRouter.
Theorem obl_scatter_add_reindex {R : comRingType} {P c E K : nat} {g gk : nat -> nat -> nat} {idx : seq nat -> nat} {Fidx : nat -> seq nat -> nat} {Src : seq nat -> R} {FS : nat -> seq nat -> R} :
  rel_reindex P 0 g [:: c; K] idx Fidx ->
  rel_reindex P 0 gk [:: c; K] Src FS ->
  rel_reindex P 0 g [:: c; E] (op_scatter_add 1 K idx Src) (fun r => op_scatter_add 1 K (Fidx r) (FS r)).
Proof. exact: (@rule_scatter_add_reindex R P 1 0 g K [:: c; E]). Qed.
