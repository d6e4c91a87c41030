(* NEAR-MISS of rule cross_entropy_vocab (must be REJECTED by coqc): differs from
   positive/cross_entropy_vocab.v in exactly one line: rank r picks the label logit with vocab offset r, not r * vl (wrong offset).
   No Plan IR pair: see its NOT_YET reason in tests/nearmiss/test_nearmiss.py. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesCrossEntropy.
Theorem obl_cross_entropy_vocab {R : fieldType} {exp log : R -> R} {P vl b : nat} {Z : seq nat -> R} {FZ : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat} :
  rel_contiguous_shard P 1 vl [:: b; vl] Z FZ ->
  rel_replicated P [:: b] labels Fl ->
  rel_replicated P [:: b] (op_cross_entropy exp log (P * vl) Z labels)
    (fun _ => op_sub (op_log log (op_all_reduce P 1 (fun r => op_reduce_sum 1 vl (op_exp exp (FZ r)))))
                     (op_all_reduce P 1 (fun r => op_pick_off r vl (FZ r) (Fl r)))).
Proof. exact: (@rule_cross_entropy_vocab R exp log P vl [:: b] Z FZ labels Fl). Qed.
