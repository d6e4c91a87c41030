From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesDispatchRouter.
From TV Require Import RulesCrossZigzag.
From TV Require Import RulesMissing.
From TV Require Import Mesh.
From TV Require Import RulesMeshView.
Theorem ob_d29d1ccd94edb9ec : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> nat),
  idx_lt [:: P0 * n0; P1 * (2 * P2 * n1); n2] (P1 * n3) A1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); P1 * n3]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n1) [:: n0; 2 * P1 * n1; P1 * n3]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; P1 * n3]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); n2]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n1) [:: n0; 2 * P1 * n1; n2]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; n2]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); n2]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n1) [:: n0; 2 * P1 * n1; n2]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; n2]))) (op_gather 2 A1 A0) (fun x => op_gather 2 (F1 x) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 A0 A1 F0 F1; have e0 : 2 * P1 * n1 = 2 * (P1 * n1) by ring.
  have e1 : P1 * (2 * P2 * n1) = (2 * P2) * (P1 * n1) by ring.
  have ez1 : 2 * P1 * n1 = 2 * (P1 * n1) by ring.
  have et1 : P1 * (2 * P2 * n1) = 2 * P2 * (P1 * n1) by ring.
  have et0 : P0 * n0 = P0 * n0 by ring.
  exact: (nest_map2q (Q := (idx_lt [:: P0 * n0; P1 * (2 * P2 * n1); n2] (P1 * n3))) (Qi := (idx_lt [:: n0; P1 * (2 * P2 * n1); n2] (P1 * n3))) (fs := (fun X0 X1 => op_gather 2 X1 X0)) (fm := (fun X0 X1 => op_gather 2 X1 X0)) (fp := (fun X0 X1 => op_gather 2 X1 X0))
    (@idx_lt_contiguous P0 0 n0 (P0 * n0) [:: n0; P1 * (2 * P2 * n1); n2] (P1 * n3) isT erefl et0)
    (fun X0 X1 Y0 Y1 => @rule_gather_contiguous R P0 2 0 n0 (P0 * n0) (P1 * n3) [:: n0; P1 * (2 * P2 * n1); n2] X0 Y0 X1 Y1 isT isT isT erefl erefl)
    (nest_map2q (Q := (idx_lt [:: n0; P1 * (2 * P2 * n1); n2] (P1 * n3))) (Qi := (idx_lt [:: n0; 2 * P1 * n1; n2] (P1 * n3))) (fs := (fun X0 X1 => op_gather 2 X1 X0)) (fm := (fun X0 X1 => op_gather 2 X1 X0)) (fp := (fun X0 X1 => op_gather 2 X1 X0))
    (@idx_lt_zigzag P2 1 (P1 * n1) (2 * P1 * n1) (P1 * (2 * P2 * n1)) [:: n0; 2 * P1 * n1; n2] (P1 * n3) isT erefl ez1 et1)
    (fun X0 X1 Y0 Y1 => @rule_gather_zz R P2 2 1 (P1 * n1) (2 * P1 * n1) (P1 * (2 * P2 * n1)) (P1 * n3) [:: n0; 2 * P1 * n1; n2] X0 Y0 X1 Y1 isT isT isT erefl e0 e1)
    (axis_map2q (Q := (idx_lt [:: n0; 2 * P1 * n1; n2] (P1 * n3))) (fm := (fun X0 X1 => op_gather 2 X1 X0)) (fp := (fun X0 X1 => op_gather 2 X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_gather_replicated R P1 2 (P1 * n3) [:: n0; 2 * P1 * n1; n2] X0 Y0 X1 Y1 isT)))). Qed.
