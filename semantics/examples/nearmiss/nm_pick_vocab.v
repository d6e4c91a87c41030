(* NEAR-MISS of rule pick_vocab (must be REJECTED by coqc): differs from
   positive/pick_vocab.v in exactly one line: rank r picks with vocab offset r, not r * vl (wrong offset).
   No Plan IR pair: see its NOT_YET reason in tests/nearmiss/test_nearmiss.py. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesCrossEntropy.
Theorem obl_pick_vocab {R : fieldType} {exp log : R -> R} {P vl b : nat} {Z : seq nat -> R} {FZ : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat} :
  rel_contiguous_shard P 1 vl [:: b; vl] Z FZ ->
  rel_replicated P [:: b] labels Fl ->
  rel_partial_sum P 1 [:: b] (op_pick_off 0 (P * vl) Z labels) (fun r => op_pick_off r vl (FZ r) (Fl r)).
Proof. exact: (@rule_pick_vocab R P vl [:: b] Z FZ labels Fl). Qed.
