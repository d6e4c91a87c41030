(* REFUTATION of the near-miss nearmiss/nm_pick_vocab.v (the local pick at vocab offset r, not r * vl):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = rat, P = 2, vl = 2, b = 1; logits Z [t; v] = v + 1, every label 2 (class 0 of
   rank 1's shard), FZ r := rank r's contiguous vocab shard, Fl r := labels. Token 0: the SM pick
   is Z [:: 0; 2] = 3; rank 0 (offset 0) picks nothing, rank 1 (offset 1) its local class 1 =
   global class 3: 4; 3 <> 1 * (0 + 4). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesCrossEntropy.

Definition Z : seq nat -> rat := fun i => ((nth 0%N i 1)%:R + 1)%R.  (* Z [t; v] = v + 1 *)
Definition labels : seq nat -> nat := fun _ => 2.
Definition FZ : nat -> seq nat -> rat := fun r => reindex 1 (contig_map 2 r) Z.

Lemma nm_pick_vocab_false :
  ~ (forall (Fl : nat -> seq nat -> nat),
  rel_contiguous_shard 2 1 2 [:: 1; 2] Z FZ ->
  rel_replicated 2 [:: 1] labels Fl ->
  rel_partial_sum 2 1 [:: 1] (op_pick_off 0 (2 * 2) Z labels) (fun r => op_pick_off r 2 (FZ r) (Fl r))).
Proof.
move=> /(_ (fun _ => labels) (fun r _ i _ => erefl) (fun r _ i _ => erefl) [:: 0] isT).
rewrite /op_pick_off !unlock.
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_pick_vocab_false_stmt :
  ~ (forall {R : fieldType} {exp log : R -> R} {P vl b : nat} {Z : seq nat -> R} {FZ : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat},
  rel_contiguous_shard P 1 vl [:: b; vl] Z FZ ->
  rel_replicated P [:: b] labels Fl ->
  rel_partial_sum P 1 [:: b] (op_pick_off 0 (P * vl) Z labels) (fun r => op_pick_off r vl (FZ r) (Fl r))).
Proof. by move=> H; apply: nm_pick_vocab_false => Fl; exact: (H _ id id). Qed.
