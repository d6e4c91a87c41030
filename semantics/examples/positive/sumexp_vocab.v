(* POSITIVE instance of rule sumexp_vocab (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_sumexp_vocab.v differs in exactly one line:
   the local sums of exponentials are claimed with partial-sum scale 2 (wrong scale). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesCrossEntropy.
Theorem obl_sumexp_vocab {R : fieldType} {exp log : R -> R} {P vl b : nat} {Z : seq nat -> R} {FZ : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat} :
  rel_contiguous_shard P 1 vl [:: b; vl] Z FZ ->
  rel_partial_sum P 1 [:: b] (op_reduce_sum 1 (P * vl) (op_exp exp Z)) (fun r => op_reduce_sum 1 vl (op_exp exp (FZ r))).
Proof. exact: (@rule_sumexp_vocab R exp P vl [:: b] Z FZ). Qed.
