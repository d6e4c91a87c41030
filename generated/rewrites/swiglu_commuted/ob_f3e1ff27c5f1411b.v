From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Values Compose Tensor Ops Collectives Relations Names.
From TV Require Import RulesMissing.
Theorem ob_f3e1ff27c5f1411b : forall (R : comRingType) (P0 n0 : nat),
  rel_replicated P0 [:: P0 * n0] (op_arange_from 0) (fun r => op_arange_from 0).
Proof. move=> R P0 n0; exact: (@rule_arange_replicated P0 (P0 * n0)). Qed.
