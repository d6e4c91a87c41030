From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import RulesHaloMesh.
From TV Require Import Mesh.
From TV Require Import RulesFsdp.
Theorem ob_914948fc8071c525 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 n4 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_contiguous_shard P2 1 (2 * P1 * n1) [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n0; 2 * P1 * n1; 2 * P1 * n2 * n3 * n4]))) A0 F0 ->
  rel_nest P0 (rel_contiguous_shard P0 0 n0 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_nest P2 (rel_replicated P2 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]) (rel_axis (rel_replicated P1 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4]))) A0 (fun x => op_all_gather 1 (2 * P1 * n1) (fun m => F0 (set_nth 0 x 1 m))).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 n4 A0 F0; have e0 : P1 * (2 * P2 * n1) = P2 * (2 * P1 * n1) by ring.
  exact: (nest_coll_inner (a := 0) (h := fun F _ => op_all_gather 1 (2 * P1 * n1) F)
    (@nest_all_gather_mid_rep _ P2 1 (2 * P1 * n1) P1 [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4] _ _ isT e0 (fun X0 Y0 => @rule_all_gather R P2 1 (2 * P1 * n1) [:: n0; P1 * (2 * P2 * n1); 2 * P1 * n2 * n3 * n4] X0 Y0 isT e0))). Qed.
