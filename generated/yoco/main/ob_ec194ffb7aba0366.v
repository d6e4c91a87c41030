From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLayout.
From TV Require Import RulesHeads.
From TV Require Import RulesAttention.
From TV Require Import Mesh.
Theorem ob_ec194ffb7aba0366 : forall (R : comRingType) (P0 P1 P2 n0 : nat) (A0 : seq nat -> nat) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> nat) (F1 : seq nat -> seq nat -> nat),
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n0)]) (rel_nest P2 (rel_zigzag P2 0 (P1 * n0) [:: 2 * P1 * n0]) (rel_axis (rel_replicated P1 [:: 2 * P1 * n0]))) A0 F0 ->
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n0)]) (rel_nest P2 (rel_replicated P2 [:: P1 * (2 * P2 * n0)]) (rel_axis (rel_replicated P1 [:: P1 * (2 * P2 * n0)]))) A1 F1 ->
  rel_nest P0 (rel_replicated P0 [:: P1 * (2 * P2 * n0); P1 * (2 * P2 * n0)]) (rel_nest P2 (rel_zigzag P2 0 (P1 * n0) [:: 2 * P1 * n0; P1 * (2 * P2 * n0)]) (rel_axis (rel_replicated P1 [:: 2 * P1 * n0; P1 * (2 * P2 * n0)]))) (op_causal_mask A0 A1) (fun x => op_causal_mask (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 A0 A1 F0 F1; exact: (nest_map2 (fs := (fun X0 X1 => op_causal_mask X0 X1)) (fm := (fun X0 X1 => op_causal_mask X0 X1)) (fp := (fun X0 X1 => op_causal_mask X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_replicated_op2 _ _ _ P0 (rcons [::] (P1 * (2 * P2 * n0))) (rcons [::] (P1 * (2 * P2 * n0))) [:: P1 * (2 * P2 * n0); P1 * (2 * P2 * n0)] (fun Z0 Z1 => op_causal_mask Z0 Z1) X0 X1 Y0 Y1 resp_causal_mask)
    (nest_map2 (fs := (fun X0 X1 => op_causal_mask X0 X1)) (fm := (fun X0 X1 => op_causal_mask X0 X1)) (fp := (fun X0 X1 => op_causal_mask X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_causal_mask_reindex P2 (zz_glob P2 (P1 * n0)) (2 * P1 * n0) (P1 * (2 * P2 * n0)) X0 Y0 X1 Y1)
    (axis_map2 (fm := (fun X0 X1 => op_causal_mask X0 X1)) (fp := (fun X0 X1 => op_causal_mask X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_replicated_op2 _ _ _ P1 (rcons [::] (2 * P1 * n0)) (rcons [::] (P1 * (2 * P2 * n0))) [:: 2 * P1 * n0; P1 * (2 * P2 * n0)] (fun Z0 Z1 => op_causal_mask Z0 Z1) X0 X1 Y0 Y1 resp_causal_mask)))). Qed.
