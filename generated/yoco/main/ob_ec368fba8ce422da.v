From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesDispatchRouter.
From TV Require Import RulesMissing.
From TV Require Import Mesh.
Theorem ob_ec368fba8ce422da : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 : nat) (f_topk : (nat -> R) -> nat -> nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  topk_local (P0 * n0) f_topk ->
  rel_nest P1 (rel_contiguous_shard P1 0 n1 [:: n1; P0 * (2 * P2 * n2); P0 * n0]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P0 * n2) [:: n1; 2 * P0 * n2; P0 * n0]) (rel_axis (rel_replicated P0 [:: n1; 2 * P0 * n2; P0 * n0]))) A0 F0 ->
  rel_nest P1 (rel_contiguous_shard P1 0 n1 [:: n1; P0 * (2 * P2 * n2); n3]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P0 * n2) [:: n1; 2 * P0 * n2; n3]) (rel_axis (rel_replicated P0 [:: n1; 2 * P0 * n2; n3]))) (op_topk f_topk A0) (fun x => op_topk f_topk (F0 x)).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 f_topk A0 F0 Hp0; exact: (nest_map1 (fs := (fun X0 => op_topk f_topk X0)) (fm := (fun X0 => op_topk f_topk X0)) (fp := (fun X0 => op_topk f_topk X0))
    (fun X0 Y0 => @rule_topk_reindex R P1 0 (contig_map n1) [:: n1; P0 * (2 * P2 * n2)] (P0 * n0) n3 f_topk X0 Y0 isT Hp0)
    (nest_map1 (fs := (fun X0 => op_topk f_topk X0)) (fm := (fun X0 => op_topk f_topk X0)) (fp := (fun X0 => op_topk f_topk X0))
    (fun X0 Y0 => @rule_topk_reindex R P2 1 (contig_map (2 * P0 * n2)) [:: n1; 2 * P0 * n2] (P0 * n0) n3 f_topk X0 Y0 isT Hp0)
    (axis_map1 (fm := (fun X0 => op_topk f_topk X0)) (fp := (fun X0 => op_topk f_topk X0))
    (fun X0 Y0 => @rule_topk_replicated R P0 (P0 * n0) n3 [:: n1; 2 * P0 * n2] f_topk X0 Y0 Hp0)))). Qed.
