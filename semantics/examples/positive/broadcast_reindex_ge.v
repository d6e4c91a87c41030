(* POSITIVE instance of rule broadcast_reindex_ge (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_broadcast_reindex_ge.v differs in exactly one line:
   the broadcast tokens are laid out by another map gk than the other operands' / the output's g (wrong layout). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesMissing RulesDispatchRouter.
Theorem obl_broadcast_reindex_ge {R : comRingType} {P c E n : nat} {g gk : nat -> nat -> nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_reindex P 0 g [:: c; n] X F ->
  rel_reindex P 1 g [:: E; c; n] (op_broadcast 0 X) (fun r => op_broadcast 0 (F r)).
Proof. exact: (@rule_broadcast_reindex_ge R P 0 0 g [:: E; c; n]). Qed.
