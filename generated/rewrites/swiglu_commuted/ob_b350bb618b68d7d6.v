From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesMoE.
From TV Require Import RulesMeshView.
From TV Require Import Mesh.
From TV Require Import RulesVocab.
Theorem ob_b350bb618b68d7d6 : forall (R : comRingType) (P0 n0 n1 n2 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_axis (rel_replicated P0 [:: n0; P0 * n1; P0 * n2]) A0 F0 ->
  rel_axis (rel_expert_partition P0 2 n2 [:: n0; P0 * n1; n2]) A0 (fun x => op_slice 2 ((nth 0 x 0) * n2) (F0 x)).
Proof. move=> R P0 n0 n1 n2 A0 F0; exact: (axis_map1c (fm := (fun X0 => X0)) (fp := (fun x X0 => op_slice 2 ((nth 0 x 0) * n2) X0))
    (fun X0 Y0 => @rule_slice_expert_op R P0 2 n2 [:: n0; P0 * n1; P0 * n2] X0 Y0 isT erefl)). Qed.
