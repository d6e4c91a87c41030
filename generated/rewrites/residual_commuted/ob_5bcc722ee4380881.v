From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import Rules.
From TV Require Import Mesh.
Theorem ob_5bcc722ee4380881 : forall (R : comRingType) (P0 n0 n1 n2 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_axis (rel_contiguous_shard P0 2 n2 [:: n0; P0 * n1; n2]) A0 F0 ->
  rel_axis (rel_replicated P0 [:: n0; P0 * n1; P0 * n2]) A0 (fun x => op_all_gather 2 n2 (fun m => F0 (set_nth 0 x 0 m))).
Proof. move=> R P0 n0 n1 n2 A0 F0; exact: (axis_coll (h := fun F _ => op_all_gather 2 n2 F) (fun X0 Y0 => @rule_all_gather R P0 2 n2 [:: n0; P0 * n1; P0 * n2] X0 Y0 isT erefl)). Qed.
