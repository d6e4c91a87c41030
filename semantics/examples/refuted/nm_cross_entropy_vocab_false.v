(* REFUTATION of the near-miss nearmiss/nm_cross_entropy_vocab.v (the local picks at vocab offset r, not r * vl):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: R = rat, exp = log := id, P = 2, vl = 2, b = 1; Z [t; v] = v + 1, every label 2,
   FZ r := Z's contiguous vocab shard, Fl r := labels. Rank 0, token 0: the SM loss is
   (1 + 2 + 3 + 4) - Z [:: 0; 2] = 7, the near-miss's (1 + 2 + 3 + 4) - (0 + 4) = 6. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesCrossEntropy.

Definition Z : seq nat -> rat := fun i => ((nth 0%N i 1)%:R + 1)%R.  (* Z [t; v] = v + 1 *)
Definition labels : seq nat -> nat := fun _ => 2.
Definition FZ : nat -> seq nat -> rat := fun r => reindex 1 (contig_map 2 r) Z.
Definition exp_id : rat -> rat := id.
Definition log_id : rat -> rat := id.

Lemma nm_cross_entropy_vocab_false :
  ~ (forall (Fl : nat -> seq nat -> nat),
  rel_contiguous_shard 2 1 2 [:: 1; 2] Z FZ ->
  rel_replicated 2 [:: 1] labels Fl ->
  rel_replicated 2 [:: 1] (op_cross_entropy exp_id log_id (2 * 2) Z labels)
    (fun _ => op_sub (op_log log_id (op_all_reduce 2 1 (fun r => op_reduce_sum 1 2 (op_exp exp_id (FZ r)))))
                     (op_all_reduce 2 1 (fun r => op_pick_off r 2 (FZ r) (Fl r))))).
Proof.
move=> /(_ (fun _ => labels) (fun r _ i _ => erefl) (fun r _ i _ => erefl) 0 isT [:: 0] isT).
rewrite /op_sub /op_log /op_all_reduce /op_reduce_sum /op_exp /op_pick_off /op_cross_entropy /rowsum !unlock.
by vm_compute.
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_cross_entropy_vocab_false_stmt :
  ~ (forall {R : fieldType} {exp log : R -> R} {P vl b : nat} {Z : seq nat -> R} {FZ : nat -> seq nat -> R} {labels : seq nat -> nat} {Fl : nat -> seq nat -> nat},
  rel_contiguous_shard P 1 vl [:: b; vl] Z FZ ->
  rel_replicated P [:: b] labels Fl ->
  rel_replicated P [:: b] (op_cross_entropy exp log (P * vl) Z labels)
    (fun _ => op_sub (op_log log (op_all_reduce P 1 (fun r => op_reduce_sum 1 vl (op_exp exp (FZ r)))))
                     (op_all_reduce P 1 (fun r => op_pick_off r vl (FZ r) (Fl r))))).
Proof. by move=> H; apply: nm_cross_entropy_vocab_false => Fl; exact: (H _ exp_id log_id). Qed.
