From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesLossCP.
From TV Require Import Mesh.
Theorem ob_82bfb7def7744dbd : forall (R : fieldType) (P0 P1 P2 : nat) (A0 : seq nat -> R) (F0 : seq nat -> seq nat -> R),
  rel_nest P0 (rel_partial_sum P0 (1%:R / P0%:R)%R [::]) (rel_nest P1 (rel_partial_sum P1 (1%:R / P1%:R)%R [::]) (rel_axis (rel_replicated P2 [::]))) A0 F0 ->
  rel_nest P0 (rel_replicated P0 [::]) (rel_nest P1 (rel_replicated P1 [::]) (rel_axis (rel_replicated P2 [::]))) A0 (fun x => op_all_reduce P0 (1%:R / (P1 * P0)%:R)%R (fun j0 => op_all_reduce P1 1 (fun j1 => F0 (set_nth 0 (set_nth 0 x 0 j0) 1 j1)))).
Proof. move=> R P0 P1 P2 A0 F0; have e0 : 1 = 1 * 1 by ring.
  have e1 : P1 * P0 = P0 * P1 by ring.
  exact: (@nest_all_reduce_pair R P0 P1 1 P0 1 P1 1 (P1 * P0) [::] _ (lin_axis (@lin_replicated R P2 [::])) e0 e1 _ _). Qed.
