(* POSITIVE instance of rule broadcast_new_replicated (must be ACCEPTED by coqc).
   Its near-miss nearmiss/nm_broadcast_new_replicated.v differs in exactly one line:
   the broadcast row is a partial sum (missing all-reduce). *)
From mathcomp Require Import ssreflect ssrfun ssrbool eqtype ssrnat seq ssralg.
From TV Require Import Tensor Ops Relations RulesReplicatedLayout.
Theorem obl_broadcast_new_replicated {R : comRingType} {P a n : nat} {X : seq nat -> R} {F : nat -> seq nat -> R} :
  rel_replicated P [:: a] X F ->
  rel_replicated P [:: n; a] (op_broadcast 0 X) (fun r => op_broadcast 0 (F r)).
Proof. exact: (@rule_broadcast_new_replicated R P 0 n [:: a]). Qed.
