From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Permute.
From TV Require Import RulesLayout.
From TV Require Import Mesh.
Theorem ob_8fc18757c1a0279d : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 1 n1 [:: P1 * n0; n1; P1 * (2 * P2 * n2)]) (rel_nest P2 (rel_zigzag P2 2 (P1 * n2) [:: P1 * n0; n1; 2 * P1 * n2]) (rel_axis (rel_replicated P1 [:: P1 * n0; n1; 2 * P1 * n2]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n1 [:: n1; P1 * (2 * P2 * n2); P1 * n0]) (rel_nest P2 (rel_zigzag P2 1 (P1 * n2) [:: n1; 2 * P1 * n2; P1 * n0]) (rel_axis (rel_replicated P1 [:: n1; 2 * P1 * n2; P1 * n0]))) (op_permute [:: 1; 2; 0] A0) (fun x => op_permute [:: 1; 2; 0] (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 A0 F0; exact: (nest_map1 (fs := (fun X0 => op_permute [:: 1; 2; 0] X0)) (fm := (fun X0 => op_permute [:: 1; 2; 0] X0)) (fp := (fun X0 => op_permute [:: 1; 2; 0] X0))
    (fun X0 Y0 => @rule_permute_reindex R P0 [:: 1; 2; 0] 0 (contig_map n1) [:: P1 * n0; n1; P1 * (2 * P2 * n2)] X0 Y0 isT isT)
    (nest_map1 (fs := (fun X0 => op_permute [:: 1; 2; 0] X0)) (fm := (fun X0 => op_permute [:: 1; 2; 0] X0)) (fp := (fun X0 => op_permute [:: 1; 2; 0] X0))
    (fun X0 Y0 => @rule_permute_reindex R P2 [:: 1; 2; 0] 1 (zz_glob P2 (P1 * n2)) [:: P1 * n0; n1; 2 * P1 * n2] X0 Y0 isT isT)
    (axis_map1 (fm := (fun X0 => op_permute [:: 1; 2; 0] X0)) (fp := (fun X0 => op_permute [:: 1; 2; 0] X0))
    (fun X0 Y0 => @rule_replicated_op1 _ _ P1 (rcons (rcons [:: P1 * n0] n1) (2 * P1 * n2)) [:: n1; 2 * P1 * n2; P1 * n0] (fun Z0 => op_permute [:: 1; 2; 0] Z0) X0 Y0 (resp_permute _))))). Qed.
