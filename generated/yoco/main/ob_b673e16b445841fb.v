From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Permute.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_b673e16b445841fb : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); P1 * n2]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n1) [:: n0; 2 * P1 * n1; P1 * n2]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; P1 * n2]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 1 n0 [:: P1 * n2; n0; P1 * (2 * P2 * n1)]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n1) [:: P1 * n2; n0; 2 * P1 * n1]) (rel_axis (rel_replicated P1 [:: P1 * n2; n0; 2 * P1 * n1]))) (op_permute [:: 2; 0; 1] A0) (fun x => op_permute [:: 2; 0; 1] (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 A0 F0; exact: (nest_map1 (fs := (fun X0 => op_permute [:: 2; 0; 1] X0)) (fm := (fun X0 => op_permute [:: 2; 0; 1] X0)) (fp := (fun X0 => op_permute [:: 2; 0; 1] X0))
    (fun X0 Y0 => @rule_permute_reindex R P0 [:: 2; 0; 1] 1 (contig_map n0) [:: n0; P1 * (2 * P2 * n1); P1 * n2] X0 Y0 isT isT)
    (nest_map1 (fs := (fun X0 => op_permute [:: 2; 0; 1] X0)) (fm := (fun X0 => op_permute [:: 2; 0; 1] X0)) (fp := (fun X0 => op_permute [:: 2; 0; 1] X0))
    (fun X0 Y0 => @rule_permute_reindex R P2 [:: 2; 0; 1] 2 (zz_glob P2 (P1 * n1)) [:: n0; 2 * P1 * n1; P1 * n2] X0 Y0 isT isT)
    (axis_map1 (fm := (fun X0 => op_permute [:: 2; 0; 1] X0)) (fp := (fun X0 => op_permute [:: 2; 0; 1] X0))
    (fun X0 Y0 => @rule_replicated_op1 _ _ P1 (rcons (rcons [:: n0] (2 * P1 * n1)) (P1 * n2)) [:: P1 * n2; n0; 2 * P1 * n1] (fun Z0 => op_permute [:: 2; 0; 1] Z0) X0 Y0 (resp_permute _))))). Qed.
