From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesVocab.
From TV Require Import Mesh.
Theorem ob_7ceef7ad507e79fb : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> nat),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1)]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1]))) A1 F1 ->
  rel_nest P0 (rel_partial_sum P0 1 [:: P1 * n5; 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_partial_sum P2 1 [:: P1 * n5; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_contiguous_shard P1 0 n5 [:: n5; 2 * P1 * n2 * n3 * n4]))) (op_embedding_backward_off2 0 (P0 * n0) (P1 * (2 * P2 * n1)) A1 A0) (fun x => op_embedding_backward_off2 ((nth 0 x 2) * n5) n0 (2 * P1 * n1) (F1 x) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 n5 A0 A1 F0 F1; have e0 : P1 * (2 * P2 * n1) = P2 * (2 * P1 * n1) by ring.
  have e1 : forall r, r * n5 = r * n5 by move=> r; ring.
  exact: (nest_map2c (fs := (fun X0 X1 => op_embedding_backward_off2 0 (P0 * n0) (P1 * (2 * P2 * n1)) X1 X0)) (fm := (fun X0 X1 => op_embedding_backward_off2 0 n0 (P1 * (2 * P2 * n1)) X1 X0)) (fp := (fun x X0 X1 => op_embedding_backward_off2 ((nth 0 x 2) * n5) n0 (2 * P1 * n1) X1 X0))
    (fun X0 X1 Y0 Y1 => @rule_embedding_backward_tokens2_b R P0 n0 (P0 * n0) (P1 * (2 * P2 * n1)) (P1 * n5) (2 * P1 * n2 * n3 * n4) 0 X1 Y1 X0 Y0 erefl)
    (fun i0 h0 => (nest_map2c (fs := (fun X0 X1 => op_embedding_backward_off2 0 n0 (P1 * (2 * P2 * n1)) X1 X0)) (fm := (fun X0 X1 => op_embedding_backward_off2 0 n0 (2 * P1 * n1) X1 X0)) (fp := (fun x => (fun x X0 X1 => op_embedding_backward_off2 ((nth 0 x 2) * n5) n0 (2 * P1 * n1) X1 X0) (i0 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_embedding_backward_tokens2_s R P2 (2 * P1 * n1) (P1 * (2 * P2 * n1)) n0 (P1 * n5) (2 * P1 * n2 * n3 * n4) 0 X1 Y1 X0 Y0 e0)
    (fun i1 h1 => (axis_map2c (fm := (fun X0 X1 => op_embedding_backward_off2 0 n0 (2 * P1 * n1) X1 X0)) (fp := (fun x => (fun x X0 X1 => op_embedding_backward_off2 ((nth 0 x 2) * n5) n0 (2 * P1 * n1) X1 X0) (i0 :: i1 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_embedding_backward_vocab2 R P1 n5 (fun r => r * n5) n0 (2 * P1 * n1) (2 * P1 * n2 * n3 * n4) X1 Y1 X0 Y0 e1)))))). Qed.
