(* POSITIVE instance of rule broadcast_new_partial (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_broadcast_new_partial.v differs in exactly one line:
   the output is claimed a partial sum of scale 2. *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLayout.
Theorem obl_broadcast_new_partial {R : comRingType} {P a n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_partial_sum P 1 [:: a] X F ->
  rel_partial_sum P 1 [:: n; a] (op_broadcast 0 X) (fun r => op_broadcast 0 (F r)).
Proof. exact: (@rule_broadcast_new_partial R P 1 0 n [:: a]). Qed.
