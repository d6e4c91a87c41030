(* REFUTATION of the near-miss nearmiss/nm_sumexp_vocab.v (the local sums of exp claimed as partial sums with scale 2, not 1):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = rat, exp := the constant 1, P = 2, vl = 1, b = 1, Z := 0, FZ r := Z's vocab shard.
   Token 0: the SM sum of exp is 2, the ranks' sums 1 and 1: 2 <> 2 * (1 + 1). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesCrossEntropy.

Definition exp_one : rat -> rat := fun _ => 1%R.
Definition Z : seq nat -> rat := fun _ => 0%R.
Definition FZ : nat -> seq nat -> rat := fun r => reindex 1 (contig_map 1 r) Z.

Lemma nm_sumexp_vocab_false :
  ~ (rel_contiguous_shard 2 1 1 [:: 1; 1] Z FZ ->
  rel_partial_sum 2 2 [:: 1] (op_reduce_sum 1 (2 * 1) (op_exp exp_one Z)) (fun r => op_reduce_sum 1 1 (op_exp exp_one (FZ r)))).
Proof.
move=> /(_ (fun r _ i _ => erefl) [:: 0] isT).
rewrite /op_reduce_sum !unlock.
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_sumexp_vocab_false_stmt :
  ~ (forall {R : fieldType} {exp log : R -> R} {P vl b : nat} {Z : seq nat -> R} {FZ : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat},
  rel_contiguous_shard P 1 vl [:: b; vl] Z FZ ->
  rel_partial_sum P 2 [:: b] (op_reduce_sum 1 (P * vl) (op_exp exp Z)) (fun r => op_reduce_sum 1 vl (op_exp exp (FZ r)))).
Proof. by move=> H; apply: nm_sumexp_vocab_false; exact: (H _ exp_one id _ _ _ _ _ (fun _ => 0%N) (fun _ _ => 0%N)). Qed.
