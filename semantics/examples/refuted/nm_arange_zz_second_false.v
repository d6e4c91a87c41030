(* REFUTATION of the near-miss nearmiss/nm_arange_zz_second.v (the second chunk starts at (2P - r) * c, not (2P - 1 - r) * c):
   its statement is FALSE, checked by coqc (no axioms: //semantics:refuted_examples_closed).
   Instance: P = 2, c = 1. Rank 0, index [:: 0]: the local arange gives 4, zz_second reads 3. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From mathcomp Require Import bigop ssrint rat.
From TV Require Import Tensor Ops Collectives Relations Rules RulesRow RulesAttention.
From TV Require Import RulesMissing.

Lemma nm_arange_zz_second_false :
  ~ (rel_reindex 2 0 (zz_second 2 1) [:: 1] (op_arange_from 0) (fun r => op_arange_from ((2 * 2 - r) * 1))).
Proof.
by move=> /(_ 0 isT [:: 0] isT).
Qed.

(* The near-miss statement verbatim (tests/nearmiss checks the text): it has the false instance above. *)
Lemma nm_arange_zz_second_false_stmt :
  ~ (forall {P c : nat},
  rel_reindex P 0 (zz_second P c) [:: c] (op_arange_from 0) (fun r => op_arange_from ((2 * P - r) * c))).
Proof. by move=> H; apply: nm_arange_zz_second_false; exact: H. Qed.
