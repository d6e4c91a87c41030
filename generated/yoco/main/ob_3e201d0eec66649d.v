From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesVocab.
From TV Require Import RulesEmbedding.
From TV Require Import Mesh.
Theorem ob_3e201d0eec66649d : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 n5 : nat) (A0 : seq nat -> R) (A1 : seq nat -> nat) (F0 : seq nat -> seq nat -> R) (F1 : seq nat -> seq nat -> nat),
  rel_nest P0 (rel_replicated P0 [:: P1 * n0; 2 * P1 * n1 * n2 * n3]) (rel_nest P2 (rel_replicated P2 [:: P1 * n0; 2 * P1 * n1 * n2 * n3]) (rel_axis (rel_contiguous_shard P1 0 n0 [:: n0; 2 * P1 * n1 * n2 * n3]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n4 [:: n4; P1 * (2 * P2 * n5)]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n5) [:: n4; 2 * P1 * n5]) (rel_axis (rel_replicated P1 [:: n4; 2 * P1 * n5]))) A1 F1 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n4 [:: n4; P1 * (2 * P2 * n5); 2 * P1 * n1 * n2 * n3]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n5) [:: n4; 2 * P1 * n5; 2 * P1 * n1 * n2 * n3]) (rel_axis (rel_partial_sum P1 1 [:: n4; 2 * P1 * n5; 2 * P1 * n1 * n2 * n3]))) (op_embedding_off (P1 * n0) 0 A0 A1) (fun x => op_embedding_off n0 ((nth 0 x 2) * n0) (F0 x) (F1 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 n5 A0 A1 F0 F1; have e0 : forall r, r * n0 = r * n0 by move=> r; ring.
  exact: (nest_map2c (fs := (fun X0 X1 => op_embedding_off (P1 * n0) 0 X0 X1)) (fm := (fun X0 X1 => op_embedding_off (P1 * n0) 0 X0 X1)) (fp := (fun x X0 X1 => op_embedding_off n0 ((nth 0 x 2) * n0) X0 X1))
    (fun X0 X1 Y0 Y1 => @rule_embedding_tokens_contiguous R P0 0 n4 (P1 * n0) 0 (2 * P1 * n1 * n2 * n3) [:: n4; P1 * (2 * P2 * n5)] X0 Y0 X1 Y1 isT)
    (fun i0 h0 => (nest_map2c (fs := (fun X0 X1 => op_embedding_off (P1 * n0) 0 X0 X1)) (fm := (fun X0 X1 => op_embedding_off (P1 * n0) 0 X0 X1)) (fp := (fun x => (fun x X0 X1 => op_embedding_off n0 ((nth 0 x 2) * n0) X0 X1) (i0 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_embedding_tokens_contiguous R P2 1 (2 * P1 * n5) (P1 * n0) 0 (2 * P1 * n1 * n2 * n3) [:: n4; 2 * P1 * n5] X0 Y0 X1 Y1 isT)
    (fun i1 h1 => (axis_map2c (fm := (fun X0 X1 => op_embedding_off (P1 * n0) 0 X0 X1)) (fp := (fun x => (fun x X0 X1 => op_embedding_off n0 ((nth 0 x 2) * n0) X0 X1) (i0 :: i1 :: x)))
    (fun X0 X1 Y0 Y1 => @rule_embedding_vocab R P1 n0 (P1 * n0) (fun r => r * n0) (2 * P1 * n1 * n2 * n3) [:: n4; 2 * P1 * n5] X0 Y0 X1 Y1 erefl e0)))))). Qed.
