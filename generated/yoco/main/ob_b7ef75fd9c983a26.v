From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesReplicatedLoss.
From TV Require Import RulesLossCP.
From TV Require Import Mesh.
Theorem ob_b7ef75fd9c983a26 : forall (R : comRingType) (P0 P1 P2 n0 n1 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_replicated P0 [::]) (rel_nest P1 (rel_replicated P1 [::]) (rel_axis (rel_replicated P2 [::]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P2 * (2 * P1 * n1)]) (rel_nest P1 (rel_contiguous_shard P1 1 (2 * P2 * n1) [:: n0; 2 * P2 * n1]) (rel_axis (rel_replicated P2 [:: n0; 2 * P2 * n1]))) (op_broadcast 1 (op_broadcast 0 A0)) (fun x => op_broadcast 1 (op_broadcast 0 (F0 x))).
Proof. move=> R P0 P1 P2 n0 n1 A0 F0; exact: (nest_map1 (fs := (fun X0 => op_broadcast 1 (op_broadcast 0 X0))) (fm := (fun X0 => op_broadcast 1 (op_broadcast 0 X0))) (fp := (fun X0 => op_broadcast 1 (op_broadcast 0 X0)))
    (fun X0 Y0 => @rule_broadcast2_reindex R P0 (contig_map n0) n0 (P2 * (2 * P1 * n1)) X0 Y0)
    (nest_map1 (fs := (fun X0 => op_broadcast 1 (op_broadcast 0 X0))) (fm := (fun X0 => op_broadcast 1 (op_broadcast 0 X0))) (fp := (fun X0 => op_broadcast 1 (op_broadcast 0 X0)))
    (fun X0 Y0 => @rule_broadcast2_reindex_seq R P1 (contig_map (2 * P2 * n1)) n0 (2 * P2 * n1) X0 Y0)
    (axis_map1 (fm := (fun X0 => op_broadcast 1 (op_broadcast 0 X0))) (fp := (fun X0 => op_broadcast 1 (op_broadcast 0 X0)))
    (fun X0 Y0 => @rule_broadcast2_replicated R P2 n0 (2 * P2 * n1) X0 Y0)))). Qed.
