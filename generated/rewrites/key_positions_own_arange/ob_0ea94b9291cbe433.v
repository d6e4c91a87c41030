From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesMissing.
From TV Require Import RulesMeshView.
From TV Require Import Mesh.
Theorem ob_0ea94b9291cbe433 : forall (R : comRingType) (P0 n0 : nat),
  rel_axis (rel_replicated P0 [:: P0 * n0]) (op_arange_from 0) (fun x => op_arange_from 0).
Proof. move=> R P0 n0; exact: (axis_map0c (fm := (op_arange_from 0)) (fp := (fun x => op_arange_from 0))
    (@rule_arange_replicated P0 (P0 * n0))). Qed.
