(* REFUTATION of the near-miss nearmiss/nm_arange_offset.v (the arange starts at r, not at the layout's offset r * c):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: P = 2, c = 2. Rank 1, index [:: 0]: the local arange gives 1 + 0 = 1,
   the layout reads the SM arange at 1 * 2 + 0 = 2. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.

Lemma nm_arange_offset_false :
  ~ (rel_reindex 2 0 (fun r t => r * 2 + t) [:: 2] (op_arange_from 0) (fun r => op_arange_from r)).
Proof.
by move=> /(_ 1 isT [:: 0] isT).
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_arange_offset_false_stmt :
  ~ (forall {P c : nat},
  rel_reindex P 0 (fun r t => r * c + t) [:: c] (op_arange_from 0) (fun r => op_arange_from r)).
Proof. by move=> H; apply: nm_arange_offset_false; exact: H. Qed.
