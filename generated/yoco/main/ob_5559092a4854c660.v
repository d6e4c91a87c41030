From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLossCP.
From TV Require Import Mesh.
Theorem ob_5559092a4854c660 : forall (R : comRingType) (P0 P1 P2 n0 n1 n2 n3 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_partial_sum P0 1 [:: 2 * P1 * n0 * n1 * n2; P1 * n3]) (rel_nest P2 (rel_partial_sum P2 1 [:: 2 * P1 * n0 * n1 * n2; P1 * n3]) (rel_axis (rel_contiguous_shard P1 1 n3 [:: 2 * P1 * n0 * n1 * n2; n3]))) A0 F0 ->
  rel_nest P0 (rel_replicated P0 [:: 2 * P1 * n0 * n1 * n2; P1 * n3]) (rel_nest P2 (rel_replicated P2 [:: 2 * P1 * n0 * n1 * n2; P1 * n3]) (rel_axis (rel_contiguous_shard P1 1 n3 [:: 2 * P1 * n0 * n1 * n2; n3]))) A0 (fun x => op_all_reduce P0 1 (fun j0 => op_all_reduce P2 1 (fun j1 => F0 (set_nth 0 (set_nth 0 x 0 j0) 1 j1)))).
Proof. move=> R P0 P1 P2 n0 n1 n2 n3 A0 F0; exact: (@nest_all_reduce_pair1 R P0 P2 1 [:: 2 * P1 * n0 * n1 * n2; P1 * n3] _ (lin_axis (@lin_contiguous_shard R P1 1 n3 [:: 2 * P1 * n0 * n1 * n2; n3])) _ _). Qed.
