From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesMissing.
From TV Require Import RulesMeshView.
From TV Require Import Mesh.
Theorem ob_0cfdb9e9a2d91377 : forall (R : comRingType) (P0 P1 P2 n0 : nat),
  rel_nest P1 (rel_replicated P1 [:: P0 * (2 * P2 * n0)]) (rel_nest P2 (rel_contiguous_shard P2 0 (2 * P0 * n0) [:: 2 * P0 * n0]) (rel_axis (rel_replicated P0 [:: 2 * P0 * n0]))) (op_arange_from 0) (fun x => op_arange_from (2 * P0 * (nth 0 x 1) * n0)).
Proof. move=> R P0 P1 P2 n0; have e0 : forall r, 2 * P0 * r * n0 = r * (2 * P0 * n0) by move=> r; ring.
  exact: (nest_map0v (fs := (op_arange_from 0)) (fm := (fun i0 => (op_arange_from 0))) (fp := (fun x => op_arange_from (2 * P0 * (nth 0 x 1) * n0)))
    (@rule_arange_replicated P1 (P0 * (2 * P2 * n0)))
    (fun i0 h0 => (nest_map0v (fs := (op_arange_from 0)) (fm := (fun i1 => (op_arange_from (2 * P0 * i1 * n0)))) (fp := (fun x => (fun x => op_arange_from (2 * P0 * (nth 0 x 1) * n0)) (i0 :: x)))
    (@rule_arange_shard P2 (2 * P0 * n0) (fun r => 2 * P0 * r * n0) e0)
    (fun i1 h1 => (axis_map0c (fm := (op_arange_from (2 * P0 * i1 * n0))) (fp := (fun x => (fun x => op_arange_from (2 * P0 * (nth 0 x 1) * n0)) (i0 :: i1 :: x)))
    (@rule_arange_replicated_from P0 (2 * P0 * n0) (2 * P0 * i1 * n0))))))). Qed.
