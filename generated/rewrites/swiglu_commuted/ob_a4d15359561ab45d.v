From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import RulesHeads.
From TV Require Import Mesh.
Theorem ob_a4d15359561ab45d : forall (R : comRingType) (P0 n0 : nat) (A0 : seq nat -> nat) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> nat) (F1 : seq nat -> seq nat -> nat),
  rel_axis (rel_replicated P0 [:: P0 * n0]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: P0 * n0]) A1 F1 ->
  rel_axis (rel_replicated P0 [:: P0 * n0; P0 * n0]) (op_causal_mask A0 A1) (fun x => op_causal_mask (F0 x) (F1 x)).
Proof. move=> R P0 n0 A0 A1 F0 F1; exact: (axis_map2 (fm := (fun X0 X1 => op_causal_mask X0 X1)) (fp := (fun X0 X1 => op_causal_mask X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_replicated_op2 _ _ _ P0 (rcons [::] (P0 * n0)) (rcons [::] (P0 * n0)) [:: P0 * n0; P0 * n0] (fun Z0 Z1 => op_causal_mask Z0 Z1) X0 X1 Y0 Y1 resp_causal_mask)). Qed.
