From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReshape.
From TV Require Import Mesh.
Theorem ob_fffa423e269bffac : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3]) (rel_axis (rel_contiguous_shard P1 2 (2 * n2 * n3) [:: n0; 2 * P1 * n1; 2 * n2 * n3]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); P1 * n3; 2 * n2]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; P1 * n3; 2 * n2]) (rel_axis (rel_contiguous_shard P1 2 n3 [:: n0; 2 * P1 * n1; n3; 2 * n2]))) (op_reshape_split 2 (2 * n2) A0) (fun x => op_reshape_split 2 (2 * n2) (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 A0 F0; have e0 : 2 * P1 * n2 * n3 = (P1 * n3) * (2 * n2) by ring.
  have e1 : 2 * P1 * n2 * n3 = (P1 * n3) * (2 * n2) by ring.
  have e2 : 2 * n2 * n3 = n3 * (2 * n2) by ring.
  exact: (nest_map1 (fs := (fun X0 => op_reshape_split 2 (2 * n2) X0)) (fm := (fun X0 => op_reshape_split 2 (2 * n2) X0)) (fp := (fun X0 => op_reshape_split 2 (2 * n2) X0))
    (fun X0 Y0 => @rule_reshape_split_reindex_lt R P0 0 (contig_map n0) 2 (P1 * n3) (2 * n2) (2 * P1 * n2 * n3) [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3] X0 Y0 isT isT erefl e0)
    (nest_map1 (fs := (fun X0 => op_reshape_split 2 (2 * n2) X0)) (fm := (fun X0 => op_reshape_split 2 (2 * n2) X0)) (fp := (fun X0 => op_reshape_split 2 (2 * n2) X0))
    (fun X0 Y0 => @rule_reshape_split_reindex_lt R P2 1 (contig_map (2 * P1 * n1)) 2 (P1 * n3) (2 * n2) (2 * P1 * n2 * n3) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3] X0 Y0 isT isT erefl e1)
    (axis_map1 (fm := (fun X0 => op_reshape_split 2 (2 * n2) X0)) (fp := (fun X0 => op_reshape_split 2 (2 * n2) X0))
    (fun X0 Y0 => @rule_reshape_split_contig R P1 2 n3 (2 * n2) (2 * n2 * n3) [:: n0; 2 * P1 * n1; 2 * n2 * n3] X0 Y0 isT erefl e2)))). Qed.
